import type { CouponProblem } from './coupon-check';
import { isCouponRefusalCode, type CouponRefusal } from './coupon-refusal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The refusal of POST /web-api/coupon a failed placement carries: the platform's HttpFailure names
 * it in `errorCode` (its `code` is the HTTP status), a refusal the coupon made itself (one-click) in
 * `code`; null for any other failure.
 */
export function couponRefusalOf(error: unknown): CouponRefusal | null {
  if (!isRecord(error)) return null;
  const code = typeof error['errorCode'] === 'string' ? error['errorCode'] : error['code'];
  if (!isCouponRefusalCode(code)) return null;
  return { code, details: error['details'] } as CouponRefusal;
}

/** A text for the player: a dictionary key and its parameters. */
export interface CouponWords {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Section 9 limit types a stake can break (decisions.md): wagering 1, 2, 3 and loss 10, 11, 12. */
export const STAKE_LIMIT_TYPES = [1, 2, 3, 10, 11, 12] as const;

/**
 * Each problem of the coupon rules has its text (server/content/dictionaries/betting). A stake
 * under the minimum or over the maximum says the amount, in `money` (the player's currency), so
 * the player knows what stake would do; without `money` (or the amount) the text has none.
 */
export function couponProblemWords(
  problem: Pick<CouponProblem, 'code'> & { readonly min?: unknown; readonly max?: unknown },
  money?: (minor: number) => string,
): CouponWords {
  const key = `coupon_problem_${problem.code}`;
  const amount = problem.code === 'stake-below-min' ? problem.min : problem.max;
  if (
    money === undefined ||
    (problem.code !== 'stake-below-min' && problem.code !== 'stake-above-max') ||
    typeof amount !== 'number' ||
    !Number.isFinite(amount)
  )
    return { key };
  return { key: `${key}_amount`, params: { amount: money(amount) } };
}

/**
 * Every refusal of POST /web-api/coupon in words (server/content/dictionaries/coupon): an invalid
 * coupon lists each broken rule; a limit says which one and what it leaves; a closed market or a
 * game past its end names the selections; a stake over the wagered bonus's maximum says the maximum. `money` formats minor units, `marketName` names a selection.
 */
export function couponRefusalWords(
  refusal: CouponRefusal,
  money: (minor: number) => string,
  marketName: (marketId: number) => string,
): CouponWords[] {
  switch (refusal.code) {
    case 'COUPON_INVALID': {
      const problems = Array.isArray(refusal.details?.problems) ? refusal.details.problems : [];
      return [
        { key: 'coupon_refusal_coupon_invalid' },
        ...problems.map((problem) => couponProblemWords(problem, money)),
      ];
    }
    case 'ODDS_CHANGED':
      return [{ key: 'coupon_refusal_odds_changed' }];
    case 'MARKET_CLOSED':
    case 'EVENT_ENDED': {
      const ids = Array.isArray(refusal.details?.marketIds) ? refusal.details.marketIds : [];
      return [
        {
          key:
            refusal.code === 'MARKET_CLOSED'
              ? 'coupon_refusal_market_closed'
              : 'coupon_refusal_event_ended',
          params: { markets: ids.map(marketName).join(', ') },
        },
      ];
    }
    case 'INSUFFICIENT_FUNDS':
      return [{ key: 'coupon_refusal_insufficient_funds' }];
    case 'STAKE_REFUSED_BY_LIMIT': {
      const type = refusal.details?.limitType;
      const left = typeof refusal.details?.left === 'number' ? money(refusal.details.left) : '';
      const known = (STAKE_LIMIT_TYPES as readonly unknown[]).includes(type);
      return [
        {
          key: known ? `coupon_refusal_limit_${String(type)}` : 'coupon_refusal_limit',
          params: { left },
        },
      ];
    }
    case 'ACCOUNT_NOT_ALLOWED':
      return [{ key: 'coupon_refusal_account_not_allowed' }];
    case 'BONUS_MAX_STAKE': {
      // The maximum, when the answer says it, so the player knows what stake the bonus allows.
      const max = refusal.details?.maxStakeMinor;
      return typeof max === 'number' && Number.isFinite(max)
        ? [{ key: 'coupon_refusal_bonus_max_stake_amount', params: { amount: money(max) } }]
        : [{ key: 'coupon_refusal_bonus_max_stake' }];
    }
  }
}

/** What the coupon says when a failure is none of the above. */
export const COUPON_FAILURE_UNKNOWN = 'coupon_refusal_unknown';
