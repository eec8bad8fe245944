import { isCouponTypeId, type CouponTypeId } from './coupon-types';

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
 * Ours, where the site config does not carry a field: every coupon feature on, the minimum stake
 * for every type, and the maximum for the types that stake one amount (single, express, system);
 * blocks and multiple singles are judged per stake by the same maximum once the operator lists them.
 */
export const DEFAULT_COUPON_SITE_OPTIONS: CouponSiteOptions = {
  showOneClick: true,
  showVipBet: true,
  isAvailableCouponBonusBet: true,
  couponTypesWithMinAmount: [0, 1, 2, 4, 10],
  couponTypesWithMaxAmount: [0, 1, 2],
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
