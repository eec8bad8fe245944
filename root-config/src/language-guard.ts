import { languageRedirect, type LanguageCode, type LanguagePreferences } from '@betshell/domain';

export interface LanguageGuardDeps {
  availableLanguages(): readonly LanguageCode[];
  languagePreferences(): LanguagePreferences;
  navigate(url: string): void;
  warn(message: string): void;
}

interface BeforeRoutingDetail {
  readonly newUrl: string;
  readonly cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * spec/shell.md section 2.1 for navigations after start: a path without an allowed language never
 * mounts; single-spa puts the old URL back and we go to the same path under a valid language.
 */
export function languageGuard(deps: LanguageGuardDeps): (event: Event) => void {
  return (event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(detail.newUrl);
    const target = languageRedirect(url, deps.availableLanguages(), deps.languagePreferences());
    if (target === null || detail.cancelNavigation === undefined) return;
    deps.warn(`${url.pathname} has no allowed language segment: redirected to ${target}`);
    detail.cancelNavigation();
    // After single-spa has restored the old URL, so the redirect is a navigation of its own.
    setTimeout(() => deps.navigate(target));
  };
}
