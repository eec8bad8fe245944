import type { LanguageCode } from '../language/site-languages';
import type { SettledPage } from '../navigation/settled-page';
import type { SiteConfig } from '../site-config/site-config';

/**
 * The support button's link for a visitor (ours; the spec names the button only): the contacts
 * page, which a new tab opens; a click opens the contact form instead. A signed-in player's button
 * leads to the office support page (support/support-topics.ts: officeSupportPath).
 */
export function supportPath(lng: LanguageCode): string {
  return `/${lng}/contacts`;
}

/** spec/shell.md section 2.2: snow falls on the home page only, when the site config turns it on. */
export function showsSnow(page: SettledPage | null, config: SiteConfig | null): boolean {
  return config?.snowOnHome === true && page?.kind === 'route' && page.name === 'home';
}

/** The route of the registration form (limits-coupon-signin.md section 2: route name registration). */
export function registrationPath(lng: LanguageCode): string {
  return `/${lng}/registration`;
}
