import type { SiteCurrency } from '../auth/site-currencies';
import type { StakeLimits } from './coupon-check';
import { COUPON_TYPE_IDS } from './coupon-types';
import { CURRENCY_MINOR_UNITS, FALLBACK_CURRENCY } from './currency-amounts';

/**
 * Ours (the spec names minBetAmount and maxBetAmount but gives no numbers): the least and the
 * largest stake per currency, in major units, about 10 and 100 000 roubles' worth. A stake above the
 * largest is a VIP bet that an operator accepts or refuses (decisions.md).
 */
export const STAKE_LIMITS_BY_CURRENCY: Readonly<
  Record<SiteCurrency, { readonly min: number; readonly max: number }>
> = {
  RUB: { min: 10, max: 100_000 },
  USD: { min: 0.2, max: 1_000 },
  EUR: { min: 0.2, max: 1_000 },
  UAH: { min: 5, max: 50_000 },
  KZT: { min: 50, max: 500_000 },
  INR: { min: 10, max: 100_000 },
  NGN: { min: 100, max: 1_000_000 },
  JPY: { min: 20, max: 150_000 },
};

/**
 * The site config fields the coupon's checks read (section 3: showVipBet, isAvailableCouponBonusBet,
 * couponTypesWithMinAmount, couponTypesWithMaxAmount) as the server applies them until the site
 * config carries them (ours: every coupon type has both bounds, VIP bets and the bonus bet are on).
 */
export const COUPON_SITE_RULES = {
  showVipBet: true,
  isAvailableCouponBonusBet: true,
  couponTypesWithMinAmount: COUPON_TYPE_IDS,
  couponTypesWithMaxAmount: COUPON_TYPE_IDS,
} as const;

/** The stake limits of a currency in its minor units; RUB's for a currency the table lacks. */
export function stakeLimitsFor(currency: string): StakeLimits {
  const known = Object.hasOwn(STAKE_LIMITS_BY_CURRENCY, currency)
    ? (currency as SiteCurrency)
    : FALLBACK_CURRENCY;
  const { min, max } = STAKE_LIMITS_BY_CURRENCY[known];
  const minor = CURRENCY_MINOR_UNITS[known];
  return {
    minBetAmount: Math.round(min * minor),
    maxBetAmount: Math.round(max * minor),
    couponTypesWithMinAmount: COUPON_SITE_RULES.couponTypesWithMinAmount,
    couponTypesWithMaxAmount: COUPON_SITE_RULES.couponTypesWithMaxAmount,
  };
}
