import { isSiteCurrency, type SiteCurrency } from '../auth/phone-countries';
import type { StakeLimits } from './coupon-check';
import type { CouponSiteOptions } from './coupon-site-options';
import { CURRENCY_MINOR_UNITS, FALLBACK_CURRENCY } from './currency-amounts';

/**
 * Ours (the spec names minBetAmount and maxBetAmount but gives no values): the least and the largest
 * stake per site currency, in major units, of the order a licensed bookmaker offers. The server
 * judges a coupon by the same numbers, so the browser never offers a stake the server refuses.
 */
export const MIN_STAKES: Readonly<Record<SiteCurrency, number>> = {
  RUB: 10,
  USD: 0.2,
  EUR: 0.2,
  UAH: 5,
  KZT: 50,
  INR: 10,
  NGN: 50,
  JPY: 20,
};

export const MAX_STAKES: Readonly<Record<SiteCurrency, number>> = {
  RUB: 500_000,
  USD: 5_000,
  EUR: 5_000,
  UAH: 200_000,
  KZT: 2_500_000,
  INR: 400_000,
  NGN: 3_000_000,
  JPY: 750_000,
};

/** The stake limits of the coupon in a currency (minor units); RUB's for an unknown currency. */
export function couponStakeLimits(currency: string, options: CouponSiteOptions): StakeLimits {
  const iso = isSiteCurrency(currency) ? currency : FALLBACK_CURRENCY;
  const minor = CURRENCY_MINOR_UNITS[iso];
  return {
    minBetAmount: Math.round(MIN_STAKES[iso] * minor),
    maxBetAmount: Math.round(MAX_STAKES[iso] * minor),
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
