import {
  isCouponRefusalCode,
  type CouponProblem,
  type CouponRefusal,
} from '@betshell/domain/betting';

/** A text for the player: a dictionary key and its parameters. */
export interface Words {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The refusal of POST /web-api/coupon a failure carries: a PlatformHttpError names it in
 * `errorCode` (its `code` is the HTTP status), a refusal the coupon made itself (one-click) in `code`.
 */
export function couponRefusalOf(error: unknown): CouponRefusal | null {
  if (!isRecord(error)) return null;
  const code = typeof error['errorCode'] === 'string' ? error['errorCode'] : error['code'];
  if (!isCouponRefusalCode(code)) return null;
  return { code, details: error['details'] } as CouponRefusal;
}

/** Section 9 limit types the server names when a stake breaks a limit: wagering and loss. */
const LIMIT_TYPES_WITH_WORDS = [1, 2, 3, 10, 11, 12];

/** Each problem of the coupon rules has its text in the betting dictionary. */
export function problemWords(problem: CouponProblem): Words {
  return { key: `coupon_problem_${problem.code}` };
}

/**
 * A failed placement in words: every refusal of coupon-refusal.ts, the platform's own failures
 * (network, captcha, ...) by their message key, anything else as a general failure.
 * `money` formats minor units of the coupon's currency; `marketName` names a selection.
 */
export function couponFailureWords(
  error: unknown,
  money: (minor: number) => string,
  marketName: (marketId: number) => string,
): Words[] {
  const refusal = couponRefusalOf(error);
  if (refusal !== null) {
    switch (refusal.code) {
      case 'COUPON_INVALID': {
        const problems = Array.isArray(refusal.details?.problems) ? refusal.details.problems : [];
        return [{ key: 'coupon_refusal_coupon_invalid' }, ...problems.map(problemWords)];
      }
      case 'ODDS_CHANGED':
        return [{ key: 'coupon_refusal_odds_changed' }];
      case 'MARKET_CLOSED': {
        const ids = Array.isArray(refusal.details?.marketIds) ? refusal.details.marketIds : [];
        return [
          {
            key: 'coupon_refusal_market_closed',
            params: { markets: ids.map(marketName).join(', ') },
          },
        ];
      }
      case 'INSUFFICIENT_FUNDS':
        return [{ key: 'coupon_refusal_insufficient_funds' }];
      case 'STAKE_REFUSED_BY_LIMIT': {
        const type = refusal.details?.limitType;
        const left = typeof refusal.details?.left === 'number' ? money(refusal.details.left) : '';
        return [
          {
            key:
              typeof type === 'number' && LIMIT_TYPES_WITH_WORDS.includes(type)
                ? `coupon_refusal_limit_${type}`
                : 'coupon_refusal_limit',
            params: { left },
          },
        ];
      }
      case 'ACCOUNT_NOT_ALLOWED':
        return [{ key: 'coupon_refusal_account_not_allowed' }];
    }
  }
  if (isRecord(error) && typeof error['messageKey'] === 'string')
    return [{ key: error['messageKey'] }];
  return [{ key: 'coupon_refusal_unknown' }];
}
