import { payout } from '../odds/odds';
import type { MarketResult } from '../line/market-result';
import { COUPON_TYPES, type CouponTypeId } from './coupon-types';
import { splitSystemStake, systemLines } from './system-bet';

/** A placed selection as settlement sees it: the odds it was placed at and how its market ended. */
export interface SelectionToSettle {
  readonly marketId: number;
  readonly coef: number;
  readonly blockId: number;
  readonly isBanker: boolean;
  /** Multiple singles: this selection's own stake (minor units). */
  readonly amount: number | null;
  /** null while the market has no result. */
  readonly result: MarketResult | null;
}

export interface CouponToSettle {
  readonly typeId: CouponTypeId;
  /** The whole stake (minor units): a single's, an express's, a system's (split over its lines). */
  readonly amount: number;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly systemValue: number | null;
  /** The bonus bet's odds the express was placed with, else null (section 4). */
  readonly bonusBetCoef: number | null;
  readonly selections: readonly SelectionToSettle[];
}

/** won: it pays more than nothing; lost: nothing; void: exactly the stake back, every selection void. */
export type SettledCouponState = 'won' | 'lost' | 'void';

export type CouponSettlement =
  | { readonly decided: false }
  | { readonly decided: true; readonly state: SettledCouponState; readonly payout: number };

/** One bet the coupon is made of: a stake on selections that must all win. */
interface Unit {
  readonly stake: number;
  readonly selections: readonly SelectionToSettle[];
  readonly bonusBetCoef: number | null;
}

function units(coupon: CouponToSettle): Unit[] {
  const { selections } = coupon;
  switch (coupon.typeId) {
    case COUPON_TYPES.single:
    case COUPON_TYPES.express:
      return [{ stake: coupon.amount, selections, bonusBetCoef: coupon.bonusBetCoef }];
    case COUPON_TYPES.system: {
      const lines = systemLines(selections, coupon.systemValue ?? 0);
      const stakes = splitSystemStake(coupon.amount, lines.length);
      return lines.map((line, index) => ({
        stake: stakes[index] ?? 0,
        selections: line,
        bonusBetCoef: null,
      }));
    }
    case COUPON_TYPES.blocks: {
      const blocks = new Map<number, SelectionToSettle[]>();
      for (const one of selections)
        blocks.set(one.blockId, [...(blocks.get(one.blockId) ?? []), one]);
      return [...blocks].map(([blockId, blockSelections]) => ({
        stake: coupon.amountByBlockId[blockId] ?? coupon.amount,
        selections: blockSelections,
        bonusBetCoef: null,
      }));
    }
    case COUPON_TYPES.multipleSingles:
      return selections.map((one) => ({
        stake: one.amount ?? coupon.amount,
        selections: [one],
        bonusBetCoef: null,
      }));
  }
}

/**
 * What one bet returns: nothing if a selection lost, else the stake times the odds of its
 * selections with a void one at odds 1 (decisions.md), truncated to minor units. The bonus bet's
 * odds count only when no selection is void (ours: a void leg makes it a shorter express, which
 * may no longer qualify for the bonus of section 4).
 */
function unitReturn(unit: Unit): number {
  if (unit.selections.some((one) => one.result === 'lose')) return 0;
  const played = unit.selections.filter((one) => one.result === 'win').map((one) => one.coef);
  const allPlayed = played.length === unit.selections.length;
  const coefs = allPlayed && unit.bonusBetCoef !== null ? [...played, unit.bonusBetCoef] : played;
  return payout(unit.stake, coefs);
}

/**
 * Settles a placed coupon once every selection has its result (ours: a coupon is settled as a
 * whole, when its last market ends, so a player sees one outcome per coupon). A system's stake is
 * split over its C(n, k) lines, each holding every banker, so a losing banker loses every line.
 */
export function settleCoupon(coupon: CouponToSettle): CouponSettlement {
  if (coupon.selections.length === 0 || coupon.selections.some((one) => one.result === null))
    return { decided: false };
  const total = units(coupon).reduce((sum, unit) => sum + unitReturn(unit), 0);
  const state: SettledCouponState = coupon.selections.every((one) => one.result === 'void')
    ? 'void'
    : total > 0
      ? 'won'
      : 'lost';
  return { decided: true, state, payout: total };
}

/** One bet of a coupon: a stake on selections that must all win. */
export type CouponUnit = Unit;

/** The bets a coupon is made of, as settlement reads it (the cash-out value reads it the same way). */
export function couponUnits(coupon: CouponToSettle): readonly CouponUnit[] {
  return units(coupon);
}
