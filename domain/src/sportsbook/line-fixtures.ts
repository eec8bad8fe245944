import { MARKET_KINDS } from '../line/market-result';
import type { LineEvent, LineMarket } from './line-event';

/** A football game of the demo line's shape: 1X2, total 2.5 and handicap -1.5/+1.5 (tests only). */
export function lineEventFixture(
  id: number,
  overrides: Partial<LineEvent> = {},
  coefs: readonly number[] = [1.85, 3.4, 4.2, 1.9, 1.9, 2.6, 1.5],
): LineEvent {
  const shape: readonly Omit<LineMarket, 'id' | 'coef'>[] = [
    { kind: MARKET_KINDS.matchResult, outcome: '1', param: 0, isBlocked: false, result: null },
    { kind: MARKET_KINDS.matchResult, outcome: 'X', param: 0, isBlocked: false, result: null },
    { kind: MARKET_KINDS.matchResult, outcome: '2', param: 0, isBlocked: false, result: null },
    { kind: MARKET_KINDS.total, outcome: 'over', param: 2.5, isBlocked: false, result: null },
    { kind: MARKET_KINDS.total, outcome: 'under', param: 2.5, isBlocked: false, result: null },
    { kind: MARKET_KINDS.handicap, outcome: '1', param: -1.5, isBlocked: false, result: null },
    { kind: MARKET_KINDS.handicap, outcome: '2', param: 1.5, isBlocked: false, result: null },
  ];
  return {
    id,
    sportId: 1,
    sportName: 'Football',
    champId: 101,
    champName: 'England. Premier League',
    home: `Home ${id}`,
    away: `Away ${id}`,
    startsAt: new Date(Date.UTC(2026, 10, 22, 12) + id * 60_000).toISOString(),
    state: 'line',
    isSuspended: false,
    score: { home: 0, away: 0 },
    country: { code: 'GB-ENG', name: 'England' },
    homeLogo: `/web-api/line/teams/${id * 2}/logo.svg`,
    awayLogo: `/web-api/line/teams/${id * 2 + 1}/logo.svg`,
    periods: [],
    topRank: null,
    markets: shape.map((market, index) => ({
      ...market,
      id: id * 10 + index,
      coef: coefs[index] ?? 2,
    })),
    ...overrides,
  };
}
