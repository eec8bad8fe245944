import {
  BROWSER_LANGUAGE_ALIASES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isSiteLanguage,
  type LanguageCode,
} from './site-languages';

/** What decides which languages a visitor may use (spec/shell.md section 5). */
export interface LanguageAccess {
  /** The site configuration's allowed list. */
  readonly allowed: readonly string[];
  /** Languages offered only to authorised users and holders of the `ua` cookie. */
  readonly hidden: readonly string[];
  readonly isAuthorised: boolean;
  readonly hasUaCookie: boolean;
}

/**
 * The languages this visitor may use, in the configuration's order: unknown codes are dropped, and
 * hidden ones too unless the visitor is authorised or has the `ua` cookie.
 */
export function availableLanguages(access: LanguageAccess): LanguageCode[] {
  const mayUseHidden = access.isAuthorised || access.hasUaCookie;
  const result: LanguageCode[] = [];
  for (const code of access.allowed) {
    if (!isSiteLanguage(code) || result.includes(code)) continue;
    if (access.hidden.includes(code) && !mayUseHidden) continue;
    result.push(code);
  }
  return result;
}

/** `uk-UA` -> `ua`, `kk` -> `kz`, `en-GB` -> `en`: the site's code for a browser language tag. */
export function siteCodeOfBrowserLanguage(tag: string): string {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BROWSER_LANGUAGE_ALIASES[primary] ?? primary;
}

/** What the visitor told us before: the `lng` cookie and the browser's languages, best first. */
export interface LanguagePreferences {
  readonly cookie?: string | undefined;
  readonly browser: readonly string[];
}

/**
 * The current language when the path does not settle it: the `lng` cookie, then the browser's
 * languages, then the default (ru), then the final fallback (en). Each candidate counts only if it
 * is available to this visitor. If a configuration allows neither ru nor en, its first language is
 * the only choice left.
 */
export function resolveLanguage(
  preferences: LanguagePreferences,
  available: readonly LanguageCode[],
): LanguageCode {
  const candidates = [
    preferences.cookie,
    ...preferences.browser.map(siteCodeOfBrowserLanguage),
    DEFAULT_LANGUAGE,
    FALLBACK_LANGUAGE,
  ];
  for (const candidate of candidates) {
    if (isSiteLanguage(candidate) && available.includes(candidate)) return candidate;
  }
  return available[0] ?? FALLBACK_LANGUAGE;
}
