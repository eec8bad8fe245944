import { MARKET_KINDS } from '../line/market-result';
import type { LineEvent, LineMarket } from '../sportsbook/line-event';
import { lineEventFixture } from '../sportsbook/line-fixtures';
import type { CouponBet } from './coupon-bet';
import type { CouponContext } from './coupon-store';

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

/** A game as GET /web-api/line/events/{id} answers it, with the given markets (tests only). */
export function lineGame(
  gameId: number,
  markets: readonly (Pick<LineMarket, 'id' | 'coef'> & Partial<LineMarket>)[],
  change: Partial<LineEvent> = {},
): LineEvent {
  return lineEventFixture(gameId, {
    markets: markets.map((market) => ({
      kind: MARKET_KINDS.matchResult,
      outcome: '1',
      param: 0,
      isBlocked: false,
      result: null,
      ...market,
    })),
    ...change,
  });
}

/** A signed-in player's coupon context (USD, limits 100 to 100 000), for the coupon's tests. */
export function couponContext(change: Partial<CouponContext> = {}): CouponContext {
  return {
    loggedIn: true,
    userId: 42,
    accountId: 7,
    isBonusAccount: false,
    currency: 'USD',
    refId: 1,
    coefViewId: 0,
    limits: {
      minBetAmount: 100,
      maxBetAmount: 100000,
      couponTypesWithMinAmount: [0, 1, 2],
      couponTypesWithMaxAmount: [0, 1, 2],
    },
    isAvailableCouponBonusBet: true,
    showVipBet: true,
    showOneClick: true,
    ...change,
  };
}
