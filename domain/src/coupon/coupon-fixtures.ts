import type { CouponBet } from './coupon-bet';

/** A line bet of its own game (game id = market id unless given), for the coupon's tests. */
export function bet(marketId: number, coef: number, change: Partial<CouponBet> = {}): CouponBet {
  return {
    gameId: marketId,
    marketId,
    coef,
    kind: 1,
    sportId: 1,
    isLive: false,
    blockId: 1,
    isBanker: false,
    isBlocked: false,
    ...change,
  };
}
