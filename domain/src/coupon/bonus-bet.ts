import type { CouponBet } from './coupon-bet';
import { COUPON_TYPES, type CouponTypeId } from './coupon-types';
import { totalOdds } from '../odds/odds';

/** Section 4: the bonus bet needs at least this many bets. */
export const BONUS_BET_MIN_BETS = 3;
/** Section 4: every bet needs odds of at least 1.1. */
export const BONUS_BET_MIN_BET_COEF = 1.1;
/** Section 4: a bet of this market kind rules the bonus bet out. */
export const BONUS_BET_EXCLUDED_KIND = 7;
/** Section 4: the total odds must be at least 1.01. */
export const BONUS_BET_MIN_TOTAL_COEF = 1.01;
/** Section 4: the bonus bet's odds are 1.1 from this many bets on ("1+n/100 ... under 10"). */
export const BONUS_BET_FULL_FROM_BETS = 10;
export const BONUS_BET_FULL_COEF = 1.1;

/**
 * Section 4: "Bonus bet is added to the coupon only when all hold: type is express; at least 3 bets;
 * every bet has coef at least 1.1 and is not kind 7; total coef at least 1.01; the site flag is on."
 * A bonus bet the player deleted (`manuallyDeletedBonusBet`) is not added back.
 */
export function hasBonusBet(coupon: {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly manuallyDeletedBonusBet: boolean;
  /** The site config's isAvailableCouponBonusBet. */
  readonly isAvailableCouponBonusBet: boolean;
}): boolean {
  const { typeId, bets } = coupon;
  return (
    coupon.isAvailableCouponBonusBet &&
    !coupon.manuallyDeletedBonusBet &&
    typeId === COUPON_TYPES.express &&
    bets.length >= BONUS_BET_MIN_BETS &&
    bets.every(
      (bet) => bet.coef >= BONUS_BET_MIN_BET_COEF && bet.kind !== BONUS_BET_EXCLUDED_KIND,
    ) &&
    totalOdds(bets.map((bet) => bet.coef)) >= BONUS_BET_MIN_TOTAL_COEF
  );
}

/** Section 4: "Bonus bet coef is 1.1, or 1+n/100 for n bets from 1 to under 10." */
export function bonusBetCoef(betCount: number): number {
  if (betCount >= 1 && betCount < BONUS_BET_FULL_FROM_BETS) return (100 + betCount) / 100;
  return BONUS_BET_FULL_COEF;
}
