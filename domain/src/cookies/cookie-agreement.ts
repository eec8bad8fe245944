import { CSRF_COOKIE } from '../http/platform-api-contract';
import { MAINTENANCE_COOKIE } from '../maintenance/maintenance';
import { COOKIE } from './cookie-names';

/**
 * spec/shell.md section 6: "Cookie agreement level controls whether functional and marketing
 * cookies and panel state may be saved." Essential cookies are always allowed: the site cannot
 * work without them (language, session, security, maintenance, the agreement itself).
 */
export type CookieCategory = 'essential' | 'functional' | 'marketing';

/**
 * What the player agreed to besides essential cookies. The two are separate choices, as consent
 * must be per purpose; "accept all" is both, "only necessary" neither.
 */
export interface CookieAgreement {
  readonly functional: boolean;
  readonly marketing: boolean;
}

/**
 * The agreement cookie lives 180 days (ours: the spec's default of one day would ask the player
 * every day; six months is the usual life of a consent, after which it is asked again).
 */
export const COOKIE_AGREEMENT_LIFETIME_SECONDS = 180 * 86_400;

const CATEGORY: Readonly<Record<string, CookieCategory>> = {
  [COOKIE.language]: 'essential',
  [COOKIE.ua]: 'essential',
  [COOKIE.userToken]: 'essential',
  // The grant is the session's, like the token; the pseudonym (ggru) is for counters and
  // partners, so it is named nowhere here: marketing, set only with that agreement.
  [COOKIE.secureDataGrant]: 'essential',
  [COOKIE.forceGeoOff]: 'essential',
  [COOKIE.cookiesAgreeType]: 'essential',
  [CSRF_COOKIE]: 'essential',
  [MAINTENANCE_COOKIE]: 'essential',
  [COOKIE.timeZone]: 'functional',
  [COOKIE.is12h]: 'functional',
  [COOKIE.appViewType]: 'functional',
  [COOKIE.hideLeft]: 'functional',
  [COOKIE.hideRight]: 'functional',
  [COOKIE.champsGroupedByCountry]: 'functional',
  [COOKIE.windowWidth]: 'functional',
  [COOKIE.coefViewId]: 'functional',
  [COOKIE.marketsNameType]: 'functional',
  [COOKIE.accumulatorOfDayLine]: 'functional',
  [COOKIE.accumulatorOfDayLive]: 'functional',
  [COOKIE.compactView]: 'functional',
  [COOKIE.appTheme]: 'functional',
  [COOKIE.appFontSize]: 'functional',
  [COOKIE.showGameId]: 'functional',
  [COOKIE.teamLogos]: 'functional',
  [COOKIE.detailedScore]: 'functional',
  [COOKIE.bestMatchesOnTop]: 'functional',
  // Ours: they remember a popup's state for the player (shown, then activated), nothing about
  // them goes to anyone else; without them the popup would come back. Functional, like the
  // panels' hidden state, not marketing.
  [COOKIE.teamCashShown]: 'functional',
  [COOKIE.teamCashActivated]: 'functional',
};

/**
 * The category of a cookie. A cookie this table does not name counts as marketing (ours): what is
 * not known to be needed waits for the widest agreement, so a new cookie is never set unasked.
 * Referral and analytics cookies are marketing.
 */
export function cookieCategory(name: string): CookieCategory {
  return Object.hasOwn(CATEGORY, name) ? (CATEGORY[name] as CookieCategory) : 'marketing';
}

/** Whether a category may be saved under an agreement; null: the player has not answered yet. */
export function isCategoryAllowed(
  category: CookieCategory,
  agreement: CookieAgreement | null,
): boolean {
  if (category === 'essential') return true;
  return agreement?.[category] === true;
}

export function isCookieAllowed(name: string, agreement: CookieAgreement | null): boolean {
  return isCategoryAllowed(cookieCategory(name), agreement);
}

const FUNCTIONAL_BIT = 1;
const MARKETING_BIT = 2;

/**
 * The value of cookies_agree_type (spec/shell.md section 9; the spec does not give its values,
 * ours): 0 essential only, 1 functional, 2 marketing, 3 both.
 */
export function cookieAgreementValue(agreement: CookieAgreement): string {
  return String(
    (agreement.functional ? FUNCTIONAL_BIT : 0) | (agreement.marketing ? MARKETING_BIT : 0),
  );
}

/** The agreement a cookies_agree_type value records, or null: not answered (or unreadable). */
export function cookieAgreementOf(value: string | undefined): CookieAgreement | null {
  if (value === undefined || !/^[0-3]$/.test(value)) return null;
  const bits = Number(value);
  return { functional: (bits & FUNCTIONAL_BIT) !== 0, marketing: (bits & MARKETING_BIT) !== 0 };
}
