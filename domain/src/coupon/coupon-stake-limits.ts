import type { StakeLimits } from './coupon-check';
import type { CouponSiteOptions } from './coupon-site-options';
import { stakeLimitsFor } from './stake-limits';

/**
 * The stake limits of the coupon in a currency (minor units): the amounts the server judges by
 * (stake-limits.ts), with the coupon types the site config lists for each bound.
 */
export function couponStakeLimits(currency: string, options: CouponSiteOptions): StakeLimits {
  const { minBetAmount, maxBetAmount } = stakeLimitsFor(currency);
  return {
    minBetAmount,
    maxBetAmount,
    couponTypesWithMinAmount: options.couponTypesWithMinAmount,
    couponTypesWithMaxAmount: options.couponTypesWithMaxAmount,
  };
}

/**
 * Auto-max (coupon settings, isAutoMax): the largest stake the coupon may take, the maximum where
 * it applies (section 5: not for the bonus account, only for the listed types), never more than
 * the account holds; null when nothing bounds it (no balance known and no maximum applies).
 */
export function autoMaxStake(input: {
  readonly limits: StakeLimits;
  readonly appliesMax: boolean;
  readonly balance: number | null;
}): number | null {
  const bounds: number[] = [];
  if (input.appliesMax && Number.isFinite(input.limits.maxBetAmount))
    bounds.push(input.limits.maxBetAmount);
  if (input.balance !== null) bounds.push(Math.max(0, Math.trunc(input.balance)));
  return bounds.length === 0 ? null : Math.min(...bounds);
}
