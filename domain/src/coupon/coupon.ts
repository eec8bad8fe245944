import type { CouponBet } from './coupon-bet';
import { COUPON_TYPES, MAX_COUPON_BETS, MIN_SYSTEM_VALUE, type CouponTypeId } from './coupon-types';

/**
 * The part of the coupon state (section 3) the rules work on. Amounts are minor units;
 * amountByBetId is keyed by market id (multiple singles), amountByBlockId by block (blocks).
 */
export interface Coupon {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly amount: number;
  readonly amountByBetId: Readonly<Record<number, number>>;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly systemValue: number;
  readonly manuallyDeletedBonusBet: boolean;
}

export function emptyCoupon(amount: number): Coupon {
  return {
    typeId: COUPON_TYPES.single,
    bets: [],
    amount,
    amountByBetId: {},
    amountByBlockId: {},
    systemValue: MIN_SYSTEM_VALUE,
    manuallyDeletedBonusBet: false,
  };
}

/**
 * Ours: a single becomes an express when a second selection comes, and an express or a system with
 * one selection left is a single again; blocks and multiple singles stay what the player chose.
 */
function typeFor(typeId: CouponTypeId, count: number): CouponTypeId {
  if (typeId === COUPON_TYPES.single && count > 1) return COUPON_TYPES.express;
  if ((typeId === COUPON_TYPES.express || typeId === COUPON_TYPES.system) && count <= 1)
    return COUPON_TYPES.single;
  return typeId;
}

function withBets(coupon: Coupon, bets: readonly CouponBet[]): Coupon {
  const markets = new Set(bets.map((one) => one.marketId));
  const amountByBetId = Object.fromEntries(
    Object.entries(coupon.amountByBetId).filter(([id]) => markets.has(Number(id))),
  );
  return {
    ...coupon,
    bets,
    amountByBetId,
    typeId: typeFor(coupon.typeId, bets.length),
    // Ours: an emptied coupon starts afresh, and may have its bonus bet again.
    manuallyDeletedBonusBet: bets.length === 0 ? false : coupon.manuallyDeletedBonusBet,
  };
}

export type AddBetResult =
  | { readonly outcome: 'added' | 'replaced'; readonly coupon: Coupon }
  | { readonly outcome: 'full'; readonly coupon: Coupon };

/**
 * Adds a selection. The same market again takes its new odds in place. In a single, express or
 * system another market of a game already in the coupon replaces that game's selection (ours:
 * they cannot be combined, decisions.md `isDepend`, and the player's last click is what they mean);
 * in blocks and multiple singles it is added beside it.
 */
export function addBet(coupon: Coupon, bet: CouponBet): AddBetResult {
  const sameMarket = coupon.bets.findIndex((one) => one.marketId === bet.marketId);
  const replaceable =
    sameMarket >= 0
      ? sameMarket
      : coupon.typeId === COUPON_TYPES.blocks || coupon.typeId === COUPON_TYPES.multipleSingles
        ? -1
        : coupon.bets.findIndex((one) => one.gameId === bet.gameId);
  if (replaceable >= 0) {
    const bets = coupon.bets.map((one, index) =>
      index === replaceable ? { ...bet, isBanker: one.isBanker, blockId: one.blockId } : one,
    );
    return { outcome: 'replaced', coupon: withBets(coupon, bets) };
  }
  if (coupon.bets.length >= MAX_COUPON_BETS) return { outcome: 'full', coupon };
  return { outcome: 'added', coupon: withBets(coupon, [...coupon.bets, bet]) };
}

export function removeBet(coupon: Coupon, marketId: number): Coupon {
  return withBets(
    coupon,
    coupon.bets.filter((one) => one.marketId !== marketId),
  );
}

/** A click on odds: removes the market when it is in the coupon, else adds it. */
export function toggleBet(
  coupon: Coupon,
  bet: CouponBet,
): AddBetResult | { outcome: 'removed'; coupon: Coupon } {
  if (coupon.bets.some((one) => one.marketId === bet.marketId))
    return { outcome: 'removed', coupon: removeBet(coupon, bet.marketId) };
  return addBet(coupon, bet);
}

export function clearCoupon(coupon: Coupon): Coupon {
  return withBets({ ...coupon, typeId: COUPON_TYPES.single, amountByBlockId: {} }, []);
}

/** The player picks a type; bankers mean something only in a system, so other types drop them. */
export function setCouponType(coupon: Coupon, typeId: CouponTypeId): Coupon {
  const bets =
    typeId === COUPON_TYPES.system
      ? coupon.bets
      : coupon.bets.map((one) => ({ ...one, isBanker: false }));
  return { ...coupon, typeId, bets };
}

/** Section 5: "Coupon systemValue cannot go below 2." */
export function setSystemValue(coupon: Coupon, value: number): Coupon {
  return { ...coupon, systemValue: Math.max(MIN_SYSTEM_VALUE, Math.trunc(value)) };
}

export function setBanker(coupon: Coupon, marketId: number, isBanker: boolean): Coupon {
  if (coupon.typeId !== COUPON_TYPES.system) return coupon;
  return {
    ...coupon,
    bets: coupon.bets.map((one) => (one.marketId === marketId ? { ...one, isBanker } : one)),
  };
}

export function setBlock(coupon: Coupon, marketId: number, blockId: number): Coupon {
  return {
    ...coupon,
    bets: coupon.bets.map((one) => (one.marketId === marketId ? { ...one, blockId } : one)),
  };
}

/** Section 4: "Deleting the bonus bet manually sets the manuallyDeletedBonusBet flag." */
export function deleteBonusBet(coupon: Coupon): Coupon {
  return { ...coupon, manuallyDeletedBonusBet: true };
}

/** The stake of one bet of multiple singles: its own amount, else the coupon's (ours). */
export function betAmount(coupon: Coupon, marketId: number): number {
  return coupon.amountByBetId[marketId] ?? coupon.amount;
}

/** The stake of one block: its own amount, else the coupon's (ours). */
export function blockAmount(coupon: Coupon, blockId: number): number {
  return coupon.amountByBlockId[blockId] ?? coupon.amount;
}

/** The blocks of a blocks coupon in the order they first appear, each with its bets. */
export function couponBlocks(coupon: Coupon): Map<number, CouponBet[]> {
  const blocks = new Map<number, CouponBet[]>();
  for (const one of coupon.bets) blocks.set(one.blockId, [...(blocks.get(one.blockId) ?? []), one]);
  return blocks;
}
