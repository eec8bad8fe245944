import type { BetHistoryCoupon, BetHistorySelection } from './bet-history';

/** A selection as the server answers it, for the bet-history tests. */
export function historySelection(
  marketId: number,
  over: Partial<BetHistorySelection> = {},
): BetHistorySelection {
  return {
    marketId,
    gameId: marketId,
    sportId: 1,
    sportName: 'Football',
    champName: 'Premier',
    home: `Home ${marketId}`,
    away: `Away ${marketId}`,
    startsAt: '2026-11-22T18:00:00Z',
    kind: 1,
    outcome: '1',
    param: 0,
    coef: 1.5,
    blockId: 1,
    isBanker: false,
    amount: null,
    result: null,
    score: null,
    ...over,
  };
}

/** A coupon as the server answers it, for the bet-history tests. */
export function historyCoupon(over: Partial<BetHistoryCoupon> = {}): BetHistoryCoupon {
  return {
    couponId: 101,
    createdAt: '2026-11-22T12:00:00Z',
    settledAt: null,
    typeId: 0,
    systemValue: null,
    state: 'open',
    accountId: 11,
    currency: 'RUB',
    amount: 15_000,
    amountByBlockId: {},
    coef: 1.5,
    bonusBetCoef: null,
    potentialWin: 22_500,
    payout: 0,
    changeCoefAction: 2,
    selections: [historySelection(1)],
    ...over,
  };
}
