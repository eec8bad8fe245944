import type { LanguageCode } from '../language/site-languages';
import type { SettledPage } from '../navigation/settled-page';
import type { SiteConfig } from '../site-config/site-config';

/**
 * Where the support button leads (ours; the spec names the button only): a signed-in player to the
 * office's support page (office/support, open to banned players too), a visitor to the contacts
 * page, since the office needs a login a visitor asking for help may not have.
 */
export function supportPath(lng: LanguageCode, authorised: boolean): string {
  return authorised ? `/${lng}/office/support` : `/${lng}/contacts`;
}

/** spec/shell.md section 2.2: snow falls on the home page only, when the site config turns it on. */
export function showsSnow(page: SettledPage | null, config: SiteConfig | null): boolean {
  return config?.snowOnHome === true && page?.kind === 'route' && page.name === 'home';
}

/** The route of the registration form (limits-coupon-signin.md section 2: route name registration). */
export function registrationPath(lng: LanguageCode): string {
  return `/${lng}/registration`;
}
