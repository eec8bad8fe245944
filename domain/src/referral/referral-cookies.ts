import type { CookieLifetime } from '../cookies/cookie-jar';

const DAY_SECONDS = 86_400;

/**
 * The referral cookies of spec/limits-coupon-signin.md section 9. The spec gives their lifetimes
 * and descriptive names only; the cookie names and the landing URL's parameters are ours, each the
 * spec's name written as a cookie name.
 */
export const REFERRAL_COOKIE = {
  refererId: 'refererid',
  bfId: 'bf_id',
  reflinkTag: 'reflink_tag',
  partnerId: 'partner_id',
  shortReflink: 'short_reflink',
  postbackWatcher: 'postback_watcher',
  subId: 'subid',
} as const;

export type ReferralCookieName = (typeof REFERRAL_COOKIE)[keyof typeof REFERRAL_COOKIE];

/** The landing URL's parameters that carry them (ours). */
export const REFERRAL_PARAM = {
  refererId: 'refererid',
  bfId: 'bf',
  reflinkTag: 'tag',
  partnerId: 'partner_id',
  /** Present when the landing comes from a partner's click (the "click case" of the spec). */
  click: 'click_id',
  shortReflink: 'r',
  postback: 'pb',
  subId: 'subid',
} as const;

/** Section 9: "refererid 60 days". */
export const REFERER_ID_LIFETIME_SECONDS = 60 * DAY_SECONDS;
/** Section 9: "bf id 1 day". */
export const BF_ID_LIFETIME_SECONDS = DAY_SECONDS;
/** Section 9: "reflink tag 60 days". */
export const REFLINK_TAG_LIFETIME_SECONDS = 60 * DAY_SECONDS;
/** Section 9: "partner id 30 days (click case) or 60 days". */
export const PARTNER_ID_CLICK_LIFETIME_SECONDS = 30 * DAY_SECONDS;
export const PARTNER_ID_LIFETIME_SECONDS = 60 * DAY_SECONDS;
/** Section 9: "short reflink 1 hour". */
export const SHORT_REFLINK_LIFETIME_SECONDS = 3_600;
/** Section 9: "postback watcher 4 seconds, or 30 days with the pb param". */
export const POSTBACK_WATCHER_LIFETIME_SECONDS = 4;
export const POSTBACK_WATCHER_PB_LIFETIME_SECONDS = 30 * DAY_SECONDS;
/** Section 9: "subid 60 days". */
export const SUB_ID_LIFETIME_SECONDS = 60 * DAY_SECONDS;

export interface ReferralCookie {
  readonly name: ReferralCookieName;
  readonly value: string;
  readonly lifetime: CookieLifetime;
}

/** Values are ids and tags: letters, digits, `-`, `_`, `.`, at most 64; anything else is ignored. */
const SAFE_VALUE = /^[A-Za-z0-9._-]{1,64}$/;

/** A landing URL's query; the browser's URLSearchParams is one (domain has no DOM types). */
export interface LandingQuery {
  get(name: string): string | null;
  has(name: string): boolean;
}

/**
 * The referral cookies a landing URL's query sets, with their lifetimes. A referral landing (any
 * referral parameter) also starts the postback watcher: 4 s, or 30 days carrying the pb value.
 */
export function referralCookiesOf(query: LandingQuery): ReferralCookie[] {
  const value = (param: string) => {
    const raw = query.get(param)?.trim();
    return raw !== undefined && SAFE_VALUE.test(raw) ? raw : undefined;
  };
  const cookies: ReferralCookie[] = [];
  const add = (name: ReferralCookieName, param: string, maxAgeSeconds: number) => {
    const found = value(param);
    if (found !== undefined) cookies.push({ name, value: found, lifetime: { maxAgeSeconds } });
  };
  add(REFERRAL_COOKIE.refererId, REFERRAL_PARAM.refererId, REFERER_ID_LIFETIME_SECONDS);
  add(REFERRAL_COOKIE.bfId, REFERRAL_PARAM.bfId, BF_ID_LIFETIME_SECONDS);
  add(REFERRAL_COOKIE.reflinkTag, REFERRAL_PARAM.reflinkTag, REFLINK_TAG_LIFETIME_SECONDS);
  add(
    REFERRAL_COOKIE.partnerId,
    REFERRAL_PARAM.partnerId,
    query.has(REFERRAL_PARAM.click)
      ? PARTNER_ID_CLICK_LIFETIME_SECONDS
      : PARTNER_ID_LIFETIME_SECONDS,
  );
  add(REFERRAL_COOKIE.shortReflink, REFERRAL_PARAM.shortReflink, SHORT_REFLINK_LIFETIME_SECONDS);
  add(REFERRAL_COOKIE.subId, REFERRAL_PARAM.subId, SUB_ID_LIFETIME_SECONDS);
  if (cookies.length === 0) return cookies;
  const pb = value(REFERRAL_PARAM.postback);
  cookies.push({
    name: REFERRAL_COOKIE.postbackWatcher,
    value: pb ?? '1',
    lifetime: {
      maxAgeSeconds:
        pb === undefined ? POSTBACK_WATCHER_LIFETIME_SECONDS : POSTBACK_WATCHER_PB_LIFETIME_SECONDS,
    },
  });
  return cookies;
}

/** What a new player's record keeps of how they came (registration, ref_id and group_id). */
export interface PlayerReferral {
  /** The referrer: the refererid cookie, else the partner id, else the site's own ref_id. */
  readonly refId: string;
  /** The site's group_id (the partner group the site belongs to). */
  readonly groupId: string;
  readonly tag: string | null;
  readonly subId: string | null;
  /** The player whose bring-a-friend link (`?bf=<id>`, the bf_id cookie) the new player came by. */
  readonly bringFriendId: number | null;
}

/**
 * The referral a registration stores, from the cookies the request carries and the site config's
 * ref_id and group_id (spec/limits-coupon-signin.md section 3, "Site config fields used here").
 */
export function playerReferralOf(
  cookies: (name: ReferralCookieName) => string | undefined,
  site: { readonly ref_id: number; readonly group_id: number },
): PlayerReferral {
  const safe = (name: ReferralCookieName) => {
    const raw = cookies(name);
    return raw !== undefined && SAFE_VALUE.test(raw) ? raw : null;
  };
  return {
    refId:
      safe(REFERRAL_COOKIE.refererId) ?? safe(REFERRAL_COOKIE.partnerId) ?? String(site.ref_id),
    groupId: String(site.group_id),
    tag: safe(REFERRAL_COOKIE.reflinkTag),
    subId: safe(REFERRAL_COOKIE.subId),
    bringFriendId: playerIdOf(safe(REFERRAL_COOKIE.bfId)),
  };
}

/** A bring-a-friend id is a player id: a positive whole number, else none. */
function playerIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  return Number(value);
}
