import { isCouponTypeId, type CouponTypeId } from './coupon-types';
import { COUPON_SITE_RULES } from './stake-limits';

/**
 * The site config fields the coupon reads (limits-coupon-signin.md section 3, "Site config fields
 * used here"): show_one_click, showVipBet, isAvailableCouponBonusBet, couponTypesWithMinAmount and
 * couponTypesWithMaxAmount, by the spec's names.
 */
export interface CouponSiteOptions {
  readonly showOneClick: boolean;
  readonly showVipBet: boolean;
  readonly isAvailableCouponBonusBet: boolean;
  readonly couponTypesWithMinAmount: readonly CouponTypeId[];
  readonly couponTypesWithMaxAmount: readonly CouponTypeId[];
}

/**
 * Where the site config does not carry a field: what the server applies (COUPON_SITE_RULES of
 * stake-limits.ts: every type has both bounds, VIP bets and the bonus bet on), and one-click on.
 */
export const DEFAULT_COUPON_SITE_OPTIONS: CouponSiteOptions = {
  showOneClick: true,
  showVipBet: COUPON_SITE_RULES.showVipBet,
  isAvailableCouponBonusBet: COUPON_SITE_RULES.isAvailableCouponBonusBet,
  couponTypesWithMinAmount: COUPON_SITE_RULES.couponTypesWithMinAmount,
  couponTypesWithMaxAmount: COUPON_SITE_RULES.couponTypesWithMaxAmount,
};

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function types(value: unknown, fallback: readonly CouponTypeId[]): readonly CouponTypeId[] {
  if (!Array.isArray(value)) return fallback;
  return value.filter(
    (item): item is CouponTypeId => typeof item === 'number' && isCouponTypeId(item),
  );
}

/** The coupon's options from the site config answer; a missing or malformed field keeps ours. */
export function couponSiteOptionsOf(config: unknown): CouponSiteOptions {
  if (typeof config !== 'object' || config === null) return DEFAULT_COUPON_SITE_OPTIONS;
  const fields = config as Record<string, unknown>;
  const defaults = DEFAULT_COUPON_SITE_OPTIONS;
  return {
    showOneClick: flag(fields['show_one_click'], defaults.showOneClick),
    showVipBet: flag(fields['showVipBet'], defaults.showVipBet),
    isAvailableCouponBonusBet: flag(
      fields['isAvailableCouponBonusBet'],
      defaults.isAvailableCouponBonusBet,
    ),
    couponTypesWithMinAmount: types(
      fields['couponTypesWithMinAmount'],
      defaults.couponTypesWithMinAmount,
    ),
    couponTypesWithMaxAmount: types(
      fields['couponTypesWithMaxAmount'],
      defaults.couponTypesWithMaxAmount,
    ),
  };
}
