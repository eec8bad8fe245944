import { isValidOdds } from '../odds/odds';
import { betAmount, blockAmount, couponBlocks, type Coupon } from './coupon';
import { dependentMarketIds } from './coupon-bet';
import {
  combinesSelections,
  COUPON_TYPES,
  MIN_SYSTEM_VALUE,
  type CouponTypeId,
} from './coupon-types';
import { combinations, MAX_SYSTEM_LINES } from './system-bet';

/** What the site and the server say of the stakes the coupon may take (minor units). */
export interface StakeLimits {
  /** The least stake; for a system, the least stake of one line. */
  readonly minBetAmount: number;
  /** The largest stake; Infinity when there is none. */
  readonly maxBetAmount: number;
  /** The site config's couponTypesWithMinAmount and couponTypesWithMaxAmount. */
  readonly couponTypesWithMinAmount: readonly number[];
  readonly couponTypesWithMaxAmount: readonly number[];
}

/**
 * Section 5: "Max bet amount applies only for coupon types listed in the site config and not for
 * the bonus account." The minimum follows its own list (section 3).
 */
export function appliesMaxBetAmount(
  typeId: CouponTypeId,
  limits: StakeLimits,
  isBonusAccount: boolean,
): boolean {
  return (
    !isBonusAccount &&
    Number.isFinite(limits.maxBetAmount) &&
    limits.couponTypesWithMaxAmount.includes(typeId)
  );
}

export function appliesMinBetAmount(typeId: CouponTypeId, limits: StakeLimits): boolean {
  return limits.couponTypesWithMinAmount.includes(typeId);
}

/**
 * Section 5: "VIP bet is available only when: max bet is finite; all bets are line (not live); the
 * coupon has bets; type is not 10." The site config's showVipBet must offer it at all.
 */
export function isVipBetAvailable(
  coupon: Coupon,
  maxBetAmount: number,
  showVipBet: boolean,
): boolean {
  return (
    showVipBet &&
    Number.isFinite(maxBetAmount) &&
    coupon.bets.length > 0 &&
    coupon.bets.every((one) => !one.isLive) &&
    coupon.typeId !== COUPON_TYPES.multipleSingles
  );
}

/** Why a coupon cannot be sent; each has a dictionary text `coupon_problem_<code>`. */
export const COUPON_PROBLEM_CODES = [
  'no-bets',
  'too-few-bets',
  'dependent-selections',
  'blocked-selection',
  'invalid-odds',
  'system-value',
  'stake-not-whole',
  'stake-below-min',
  'stake-above-max',
  'odds-changed',
] as const;

export type CouponProblem =
  | { readonly code: 'no-bets' }
  | { readonly code: 'too-few-bets'; readonly needed: number }
  | { readonly code: 'dependent-selections'; readonly marketIds: readonly number[] }
  | { readonly code: 'blocked-selection'; readonly marketIds: readonly number[] }
  | { readonly code: 'invalid-odds'; readonly marketIds: readonly number[] }
  | { readonly code: 'system-value'; readonly most: number }
  | { readonly code: 'stake-not-whole' }
  | { readonly code: 'stake-below-min'; readonly min: number }
  | { readonly code: 'stake-above-max'; readonly max: number }
  /**
   * The line moved odds the player's changeCoefAction does not take (coupon-line.ts): the coupon
   * asks first. Only the browser's coupon has it; the server answers such odds ODDS_CHANGED.
   */
  | { readonly code: 'odds-changed'; readonly marketIds: readonly number[] };

/** The stakes the limits judge: the coupon's, or each block's, or each single's. */
function stakeUnits(coupon: Coupon): number[] {
  if (coupon.typeId === COUPON_TYPES.blocks)
    return [...couponBlocks(coupon).keys()].map((id) => blockAmount(coupon, id));
  if (coupon.typeId === COUPON_TYPES.multipleSingles)
    return coupon.bets.map((one) => betAmount(coupon, one.marketId));
  return [coupon.amount];
}

/** Fewest bets of each type (ours: an express and a blocks coupon combine, a system needs k < n). */
function fewestBets(coupon: Coupon): number {
  switch (coupon.typeId) {
    case COUPON_TYPES.single:
    case COUPON_TYPES.multipleSingles:
      return 1;
    case COUPON_TYPES.express:
    case COUPON_TYPES.blocks:
      return 2;
    case COUPON_TYPES.system:
      return coupon.bets.filter((one) => one.isBanker).length + MIN_SYSTEM_VALUE + 1;
  }
}

/**
 * Every reason the coupon cannot be sent as it is; none means it may go. The server runs the same
 * check on what the browser sends. A VIP bet (isActiveVipBet, when available) may ask for more than
 * the maximum: it then waits for an operator (decisions.md).
 */
export function couponProblems(
  coupon: Coupon,
  context: {
    readonly limits: StakeLimits;
    readonly isBonusAccount: boolean;
    readonly isActiveVipBet: boolean;
    readonly showVipBet: boolean;
  },
): CouponProblem[] {
  const { bets, typeId } = coupon;
  if (bets.length === 0) return [{ code: 'no-bets' }];
  const problems: CouponProblem[] = [];
  const needed = fewestBets(coupon);
  if (typeId === COUPON_TYPES.single ? bets.length !== 1 : bets.length < needed)
    problems.push({ code: 'too-few-bets', needed });
  if (combinesSelections(typeId) || typeId === COUPON_TYPES.blocks) {
    const groups =
      typeId === COUPON_TYPES.blocks ? [...couponBlocks(coupon).values()] : [[...bets]];
    const dependent = groups.flatMap((group) => [...dependentMarketIds(group)]);
    if (dependent.length > 0) problems.push({ code: 'dependent-selections', marketIds: dependent });
  }
  const blocked = bets.filter((one) => one.isBlocked).map((one) => one.marketId);
  if (blocked.length > 0) problems.push({ code: 'blocked-selection', marketIds: blocked });
  const invalid = bets.filter((one) => !isValidOdds(one.coef)).map((one) => one.marketId);
  if (invalid.length > 0) problems.push({ code: 'invalid-odds', marketIds: invalid });

  let lines = 1;
  if (typeId === COUPON_TYPES.system) {
    const n = bets.filter((one) => !one.isBanker).length;
    lines = combinations(n, coupon.systemValue);
    if (
      coupon.systemValue < MIN_SYSTEM_VALUE ||
      coupon.systemValue >= n ||
      lines > MAX_SYSTEM_LINES
    )
      problems.push({ code: 'system-value', most: Math.max(MIN_SYSTEM_VALUE, n - 1) });
  }

  const { limits } = context;
  const units = stakeUnits(coupon);
  if (units.some((amount) => !Number.isSafeInteger(amount) || amount <= 0))
    problems.push({ code: 'stake-not-whole' });
  else {
    const min = appliesMinBetAmount(typeId, limits) ? limits.minBetAmount * Math.max(1, lines) : 1;
    if (units.some((amount) => amount < min)) problems.push({ code: 'stake-below-min', min });
    const vip =
      context.isActiveVipBet && isVipBetAvailable(coupon, limits.maxBetAmount, context.showVipBet);
    if (
      !vip &&
      appliesMaxBetAmount(typeId, limits, context.isBonusAccount) &&
      units.some((amount) => amount > limits.maxBetAmount)
    )
      problems.push({ code: 'stake-above-max', max: limits.maxBetAmount });
  }
  return problems;
}
