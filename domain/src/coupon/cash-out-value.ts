import { oddsToMilli } from '../odds/odds';
import { COUPON_TYPES, type CouponTypeId } from './coupon-types';
import { couponUnits, settleCoupon, type SelectionToSettle } from './coupon-settlement';
import { stakeLimitsFor } from './stake-limits';

/**
 * The book's margin on a cash-out (ours, in thousandths of the fair value): the player is paid 95 %
 * of what the coupon is worth at the odds now, as the book's odds themselves keep a margin.
 */
export const CASH_OUT_MARGIN_PERMILLE = 50;

/**
 * How far the value may fall between the player's confirmation and the server's reckoning, in
 * thousandths of the confirmed value (ours): within it the server pays its own value, beyond it
 * the cash-out is refused with the value now. A value that rose is always paid.
 */
export const CASH_OUT_TOLERANCE_PERMILLE = 20;

/** Where a selection's market stands for a cash-out now. */
export type CashOutMarketState = 'open' | 'suspended' | 'ended';

/** A placed selection with the line's odds now (the market's own, null without a price). */
export interface CashOutSelection extends SelectionToSettle {
  readonly currentCoef: number | null;
  readonly marketState: CashOutMarketState;
}

export interface CouponToCashOut {
  readonly typeId: CouponTypeId;
  /** The stake still in play (minor units): what is left after earlier partial cash-outs. */
  readonly amount: number;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly systemValue: number | null;
  readonly selections: readonly CashOutSelection[];
}

/** Why a coupon offers no cash-out now. */
export type CashOutRefusalReason =
  /** A market still to be decided is suspended or blocked, or its game is suspended. */
  | 'market-suspended'
  /** A game still to be decided has finished or is past its scheduled end. */
  | 'event-ended'
  /** Every bet of the coupon holds a lost selection: it is worth nothing. */
  | 'coupon-lost'
  /** Every selection has its result: settlement pays it. */
  | 'all-decided'
  /** Worth less than one minor unit. */
  | 'no-value';

export type CashOutOffer =
  | { readonly available: true; readonly value: number }
  | { readonly available: false; readonly reason: CashOutRefusalReason };

/**
 * What the book pays now to close the coupon (ours, generic over markets: it reads only each
 * selection's odds placed, odds now and result). Each bet of the coupon (its lines, blocks or
 * singles, as settlement reads them) is worth what it would pay if every undecided selection won,
 * by the settlement's own rules at the placed odds (a decided selection counts as settled: void at
 * 1, a loss makes the bet worth 0), times the chance the line gives each undecided selection now,
 * 1 / odds now. The sum, less CASH_OUT_MARGIN_PERMILLE, truncated to minor units:
 *
 *   value = floor( Σ_bets payout_if_all_win(bet) × Π_undecided (1 / odds_now) × (1 − margin) )
 *
 * The odds now already hold the line's margin, so the player pays the book's edge twice over, as
 * a book's cash-out does. The bonus bet's odds are forfeit (they only pay a whole express played).
 */
export function cashOutOffer(coupon: CouponToCashOut): CashOutOffer {
  const { selections } = coupon;
  const undecided = selections.filter((one) => one.result === null);
  if (undecided.length === 0) return refused('all-decided');
  if (undecided.some((one) => one.marketState === 'ended')) return refused('event-ended');
  if (undecided.some((one) => one.marketState === 'suspended' || one.currentCoef === null))
    return refused('market-suspended');
  const nowMilli = new Map(
    undecided.map((one) => [one.marketId, BigInt(oddsToMilli(one.currentCoef ?? 1))]),
  );
  const units = couponUnits({ ...coupon, bonusBetCoef: null });
  let numerator = 0n;
  let denominator = 1n;
  for (const unit of units) {
    const ifAllWin = settleCoupon({
      typeId: COUPON_TYPES.express,
      amount: unit.stake,
      amountByBlockId: {},
      systemValue: null,
      bonusBetCoef: null,
      selections: unit.selections.map((one) => ({ ...one, result: one.result ?? 'win' })),
    });
    const paid = ifAllWin.decided ? BigInt(ifAllWin.payout) : 0n;
    // paid × Π (1000 / now_milli), summed over the bets as one fraction.
    let unitNumerator = paid;
    let unitDenominator = 1n;
    for (const one of unit.selections) {
      const milli = one.result === null ? nowMilli.get(one.marketId) : undefined;
      if (milli === undefined) continue;
      unitNumerator *= 1000n;
      unitDenominator *= milli;
    }
    numerator = numerator * unitDenominator + unitNumerator * denominator;
    denominator *= unitDenominator;
  }
  const value = Number(
    (numerator * BigInt(1000 - CASH_OUT_MARGIN_PERMILLE)) / (denominator * 1000n),
  );
  if (value >= 1) return { available: true, value };
  const everyBetLost = units.every((unit) => unit.selections.some((one) => one.result === 'lose'));
  return refused(everyBetLost ? 'coupon-lost' : 'no-value');
}

function refused(reason: CashOutRefusalReason): CashOutOffer {
  return { available: false, reason };
}

/**
 * Whether the value now may be paid to a player who confirmed `confirmed`: any rise, or a fall
 * within CASH_OUT_TOLERANCE_PERMILLE of the confirmed value.
 */
export function cashOutValueAccepted(confirmed: number, now: number): boolean {
  return now * 1000 >= confirmed * (1000 - CASH_OUT_TOLERANCE_PERMILLE);
}

/**
 * The coupon types a part of whose stake may be cashed out (ours): a single, an express, a system
 * and blocks. The part closes the same share of every bet of the coupon (each system line, each
 * block), which keeps its selections and plays on with the stake left (couponStakesInPlay).
 * Multiple singles are separate bets with a stake each, and are cashed out only as a whole.
 */
export function allowsPartialCashOut(typeId: CouponTypeId): boolean {
  return typeId !== COUPON_TYPES.multipleSingles;
}

export type PartialCashOutProblem =
  /** Multiple singles: their stakes are separate bets, only the whole is cashed out. */
  | 'type'
  /** Not a whole number of minor units between 1 and the stake less one. */
  | 'bad-part'
  /**
   * What stays in play would be below the currency's minimum stake: of the coupon, of each system
   * line (the minimum times the lines, as placement asks), or of each block.
   */
  | 'rest-below-minimum'
  /** The part is worth less than one minor unit. */
  | 'no-value';

/** Why cashing out `part` of `stake` is refused, or null. */
export function partialCashOutProblem(input: {
  readonly typeId: CouponTypeId;
  readonly currency: string;
  /** The stake in play now. */
  readonly stake: number;
  readonly part: number;
  readonly value: number;
  /** A system's lines (1 when not given). */
  readonly lines?: number;
  /** A blocks coupon's stake in play by block (couponStakesInPlay). */
  readonly blockStakes?: Readonly<Record<number, number>>;
}): PartialCashOutProblem | null {
  if (!allowsPartialCashOut(input.typeId)) return 'type';
  if (!Number.isSafeInteger(input.part) || input.part < 1 || input.part >= input.stake)
    return 'bad-part';
  const min = stakeLimitsFor(input.currency).minBetAmount;
  const rest = input.stake - input.part;
  const restTooSmall =
    input.typeId === COUPON_TYPES.blocks
      ? Object.values(scaledStakes(input.blockStakes ?? {}, rest)).some((one) => one < min)
      : rest < min * Math.max(1, input.lines ?? 1);
  if (restTooSmall) return 'rest-below-minimum';
  return partialCashOutValue(input.value, input.stake, input.part) < 1 ? 'no-value' : null;
}

/**
 * Stakes by key scaled to sum to `total`: each truncated in proportion, the minor units left over
 * given one each to the smallest keys first, so the sum is exact and a replay gives the same.
 */
function scaledStakes(
  stakes: Readonly<Record<number, number>>,
  total: number,
): Record<number, number> {
  const keys = Object.keys(stakes)
    .map(Number)
    .sort((a, b) => a - b);
  const sum = keys.reduce((acc, key) => acc + (stakes[key] ?? 0), 0);
  if (sum === total || sum === 0) return { ...stakes };
  const scaled: Record<number, number> = {};
  let given = 0;
  for (const key of keys) {
    scaled[key] = Number((BigInt(stakes[key] ?? 0) * BigInt(total)) / BigInt(sum));
    given += scaled[key];
  }
  for (let index = 0; given < total; index = (index + 1) % keys.length) {
    scaled[keys[index]!]! += 1;
    given += 1;
  }
  return scaled;
}

/**
 * A placed coupon's stakes as they play now, after partial cash-outs left `inPlay` of the `amount`
 * placed: the whole stake (a single's, an express's, a system's, split over its lines as at
 * placement) is `inPlay`; a blocks coupon's stake of each block (`amountByBlockId`, a block not in
 * it staked what the placed stake leaves to the blocks without one, equally) scaled in proportion
 * to sum to `inPlay`. Settlement and the cash-out value both read the coupon through it.
 */
export function couponStakesInPlay(coupon: {
  readonly typeId: CouponTypeId;
  readonly amount: number;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly blockIds: readonly number[];
  readonly inPlay: number;
}): { readonly amount: number; readonly amountByBlockId: Readonly<Record<number, number>> } {
  if (coupon.typeId !== COUPON_TYPES.blocks)
    return { amount: coupon.inPlay, amountByBlockId: coupon.amountByBlockId };
  const blocks = [...new Set(coupon.blockIds)];
  const missing = blocks.filter((id) => coupon.amountByBlockId[id] === undefined);
  const known = blocks.reduce((sum, id) => sum + (coupon.amountByBlockId[id] ?? 0), 0);
  const each = missing.length === 0 ? 0 : Math.floor((coupon.amount - known) / missing.length);
  const placed = Object.fromEntries(
    blocks.map((id) => [id, coupon.amountByBlockId[id] ?? each]),
  ) as Record<number, number>;
  return { amount: coupon.inPlay, amountByBlockId: scaledStakes(placed, coupon.inPlay) };
}

/** What cashing out `part` of the stake pays: the whole's value in proportion, truncated. */
export function partialCashOutValue(value: number, stake: number, part: number): number {
  return Number((BigInt(value) * BigInt(part)) / BigInt(stake));
}

/**
 * A selection's market for a cash-out, from what the line says of it and its game: ended once the
 * game has finished or is past its scheduled end (placement's rule), suspended while it or its
 * game is locked, else open.
 */
export function cashOutMarketState(market: {
  readonly isBlocked: boolean;
  readonly isEventSuspended: boolean;
  readonly isEventFinished: boolean;
  readonly isPastScheduledEnd: boolean;
}): CashOutMarketState {
  if (market.isEventFinished || market.isPastScheduledEnd) return 'ended';
  return market.isBlocked || market.isEventSuspended ? 'suspended' : 'open';
}
