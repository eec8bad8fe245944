import { oddsToMilli } from '../odds/odds';
import type { MarketResult } from '../line/market-settlement';
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
 * What one selection multiplies its bet's return by, as an exact fraction: a win its odds, a void 1
 * (decisions.md), a half-win half the stake at the odds and half back ((odds + 1) / 2), a half-lose
 * half the stake back (1/2), a lose nothing.
 */
export function selectionFactor(
  coef: number,
  result: MarketResult,
): { readonly numerator: bigint; readonly denominator: bigint } {
  const milli = BigInt(oddsToMilli(coef));
  switch (result) {
    case 'win':
      return { numerator: milli, denominator: 1000n };
    case 'half-win':
      return { numerator: milli + 1000n, denominator: 2000n };
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half-lose':
      return { numerator: 1n, denominator: 2n };
    case 'lose':
      return { numerator: 0n, denominator: 1n };
  }
}

/**
 * What one bet returns: the stake times every selection's factor (selectionFactor), exactly, then
 * truncated to minor units. The bonus bet's odds count only when every selection won outright
 * (ours: a void or half leg makes it a shorter express, which may no longer qualify for the bonus
 * of section 4).
 */
function unitReturn(unit: Unit): number {
  let numerator = BigInt(unit.stake);
  let denominator = 1n;
  for (const one of unit.selections) {
    const factor = selectionFactor(one.coef, one.result ?? 'lose');
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  if (unit.bonusBetCoef !== null && unit.selections.every((one) => one.result === 'win')) {
    numerator *= BigInt(oddsToMilli(unit.bonusBetCoef));
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
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
