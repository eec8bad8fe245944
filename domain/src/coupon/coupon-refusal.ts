import type { CouponProblem } from './coupon-check';

/**
 * Why POST /web-api/coupon refused a coupon: the `error.code` of the answer, in the error shape of
 * decisions.md, with what `details` holds. The server writes these and the coupon parcel reads them,
 * so the browser can say each in words; a retried coupon id answers the first placement instead.
 */
export type CouponRefusal =
  /** 400: the coupon breaks a rule of the coupon engine, judged on the server's own odds. */
  | { readonly code: 'COUPON_INVALID'; readonly details: { readonly problems: CouponProblem[] } }
  /** 409: the odds moved and the coupon's changeCoefAction does not accept the move. */
  | {
      readonly code: 'ODDS_CHANGED';
      readonly details: {
        readonly changes: readonly { readonly marketId: number; readonly coef: number }[];
      };
    }
  /** 400: a selection's market is suspended, settled or unknown. */
  | { readonly code: 'MARKET_CLOSED'; readonly details: { readonly marketIds: readonly number[] } }
  /**
   * 400: a selection's game is past its scheduled end (line/scheduled-end.ts) though its result is
   * not in yet: it takes no bets, whatever its markets still show.
   */
  | { readonly code: 'EVENT_ENDED'; readonly details: { readonly marketIds: readonly number[] } }
  /** 400: the account holds less than the stake. */
  | { readonly code: 'INSUFFICIENT_FUNDS'; readonly details?: undefined }
  /** 400: a wagering or loss limit of the player (decisions.md, responsible gambling). */
  | {
      readonly code: 'STAKE_REFUSED_BY_LIMIT';
      readonly details: { readonly limitType: number; readonly left: number };
    }
  /** 400: not the player's account, a frozen one, or one the coupon may not use. */
  | { readonly code: 'ACCOUNT_NOT_ALLOWED'; readonly details?: undefined }
  /**
   * 400: while a bonus is wagered, no single stake may be over its terms' maximum
   * (server/src/bonuses, docs/bonuses.md): `maxStakeMinor` in the bonus's currency.
   */
  | { readonly code: 'BONUS_MAX_STAKE'; readonly details: { readonly maxStakeMinor: number } };

export type CouponRefusalCode = CouponRefusal['code'];

export const COUPON_REFUSAL_CODES: readonly CouponRefusalCode[] = [
  'COUPON_INVALID',
  'ODDS_CHANGED',
  'MARKET_CLOSED',
  'EVENT_ENDED',
  'INSUFFICIENT_FUNDS',
  'STAKE_REFUSED_BY_LIMIT',
  'ACCOUNT_NOT_ALLOWED',
  'BONUS_MAX_STAKE',
];

export function isCouponRefusalCode(code: unknown): code is CouponRefusalCode {
  return COUPON_REFUSAL_CODES.includes(code as CouponRefusalCode);
}
