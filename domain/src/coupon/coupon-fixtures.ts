import { MARKET_KINDS } from '../line/market-result';
import type { LineEvent, LineMarket } from '../sportsbook/line-event';
import { lineEventFixture } from '../sportsbook/line-fixtures';
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
