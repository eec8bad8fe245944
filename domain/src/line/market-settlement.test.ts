import {
  ALL_MARKET_KINDS,
  deeperMarketsOf,
  isMarketOf,
  MARKET_KINDS as K,
} from './market-catalogue';
import { settleMarket, type MarketResult, type MatchResult } from './market-settlement';

/**
 * A football game 3:1, 1:0 at half time (2:1 after it); 10 corners to 4 of them 6:3; 5 cards 2:3;
 * goals by home 9 (12'), away 10 (50'), home 7 (60'), home 9 (80').
 */
const game: MatchResult = {
  score: { home: 3, away: 1 },
  periods: [
    { home: 1, away: 0 },
    { home: 2, away: 1 },
  ],
  stats: {
    corners: { home: 6, away: 3 },
    cards: { home: 2, away: 3 },
    goals: [
      { side: 'home', player: 9, minute: 12 },
      { side: 'away', player: 10, minute: 50 },
      { side: 'home', player: 7, minute: 60 },
      { side: 'home', player: 9, minute: 80 },
    ],
  },
};
/** 1:1, 0:1 then 1:0, nothing else kept (an older game, or a sport without statistics). */
const level: MatchResult = {
  score: { home: 1, away: 1 },
  periods: [
    { home: 0, away: 1 },
    { home: 1, away: 0 },
  ],
  stats: null,
};
/** An operator's 2:0 that the feed's periods (1:0) do not add up to. */
const corrected: MatchResult = {
  score: { home: 2, away: 0 },
  periods: [{ home: 1, away: 0 }],
  stats: { goals: [{ side: 'home', player: 9, minute: 3 }] },
};
const goalless: MatchResult = { score: { home: 0, away: 0 }, periods: [], stats: null };
/** An esports best of three the home side won 2:1 (maps 1:0, 0:1, 1:0), and one it swept 2:0. */
const threeMaps: MatchResult = {
  score: { home: 2, away: 1 },
  periods: [
    { home: 1, away: 0 },
    { home: 0, away: 1 },
    { home: 1, away: 0 },
  ],
  stats: {},
};
const twoMaps: MatchResult = {
  score: { home: 2, away: 0 },
  periods: [
    { home: 1, away: 0 },
    { home: 1, away: 0 },
  ],
  stats: {},
};

type Row = readonly [
  kind: number,
  outcome: string,
  param: number,
  result: MatchResult,
  MarketResult,
];

const rows: readonly Row[] = [
  [K.matchResult, '1', 0, game, 'win'],
  [K.matchResult, 'X', 0, game, 'lose'],
  [K.winner, '1', 0, game, 'win'],
  [K.winner, '2', 0, game, 'lose'],
  [K.winner, '1', 0, level, 'void'],
  [K.total, 'over', 3.5, game, 'win'],
  [K.total, 'under', 3.5, game, 'lose'],
  [K.total, 'over', 4, game, 'void'],
  [K.handicap, '1', -1.5, game, 'win'],
  [K.handicap, '2', 1.5, game, 'lose'],
  [K.handicap, '1', -2, game, 'void'],
  [K.doubleChance, '1X', 0, game, 'win'],
  [K.doubleChance, 'X2', 0, game, 'lose'],
  [K.doubleChance, '12', 0, level, 'lose'],
  [K.drawNoBet, '1', 0, game, 'win'],
  [K.drawNoBet, '2', 0, game, 'lose'],
  [K.drawNoBet, '2', 0, level, 'void'],
  [K.bothTeamsToScore, 'yes', 0, game, 'win'],
  [K.bothTeamsToScore, 'no', 0, game, 'lose'],
  [K.bothTeamsToScore, 'no', 0, goalless, 'win'],
  [K.correctScore, '3:1', 0, game, 'win'],
  [K.correctScore, '1:3', 0, game, 'lose'],
  [K.correctScore, 'other', 3, game, 'lose'],
  [K.correctScore, 'other', 2, game, 'win'],
  [K.oddEven, 'even', 0, game, 'win'],
  [K.oddEven, 'odd', 0, game, 'lose'],
  [K.homeTotal, 'over', 2.5, game, 'win'],
  [K.homeTotal, 'under', 2.5, game, 'lose'],
  [K.homeTotal, 'over', 3, game, 'void'],
  [K.awayTotal, 'under', 1.5, game, 'win'],
  [K.awayTotal, 'over', 1.5, game, 'lose'],
  [K.awayTotal, 'under', 1, game, 'void'],
  [K.period1Result, '1', 0, game, 'win'],
  [K.period1Result, '2', 0, game, 'lose'],
  [K.period1Result, '1', 0, corrected, 'void'],
  [K.period2Result, '1', 0, game, 'win'],
  [K.period2Result, 'X', 0, game, 'lose'],
  [K.period2Result, 'X', 0, goalless, 'win'],
  [K.period2Result, '1', 0, corrected, 'void'],
  [K.period1Total, 'over', 0.5, game, 'win'],
  [K.period1Total, 'over', 1.5, game, 'lose'],
  [K.period1Total, 'under', 1, game, 'void'],
  [K.period1Total, 'over', 0.75, game, 'half-win'],
  [K.period2Total, 'over', 2.5, game, 'win'],
  [K.period2Total, 'under', 2.5, game, 'lose'],
  [K.period2Total, 'over', 3, game, 'void'],
  [K.period2Total, 'under', 3.25, game, 'half-win'],
  [K.period1Handicap, '1', -0.5, game, 'win'],
  [K.period1Handicap, '2', 0.5, game, 'lose'],
  [K.period1Handicap, '1', -1, game, 'void'],
  [K.period1Handicap, '2', 0.75, game, 'half-lose'],
  [K.halfTimeFullTime, '1/1', 0, game, 'win'],
  [K.halfTimeFullTime, '2/X', 0, level, 'win'],
  [K.halfTimeFullTime, 'X/1', 0, game, 'lose'],
  [K.halfTimeFullTime, '1/1', 0, corrected, 'void'],
  [K.highestScoringPeriod, '2', 0, game, 'win'],
  [K.highestScoringPeriod, 'X', 0, level, 'win'],
  [K.highestScoringPeriod, '1', 0, game, 'lose'],
  [K.highestScoringPeriod, '1', 0, corrected, 'void'],
  [K.cornersTotal, 'over', 8.5, game, 'win'],
  [K.cornersTotal, 'over', 9.5, game, 'lose'],
  [K.cornersTotal, 'over', 9, game, 'void'],
  [K.cornersTotal, 'under', 9.25, game, 'half-win'],
  [K.cornersTotal, 'over', 9.25, game, 'half-lose'],
  [K.cornersTotal, 'over', 8.5, level, 'void'],
  [K.cornersHandicap, '1', -2.5, game, 'win'],
  [K.cornersHandicap, '2', 2.5, game, 'lose'],
  [K.cornersHandicap, '1', -3, game, 'void'],
  [K.cornersHandicap, '1', -3.25, game, 'half-lose'],
  [K.cornersHandicap, '1', -2.75, game, 'half-win'],
  [K.cornersResult, '1', 0, game, 'win'],
  [K.cornersResult, 'X', 0, game, 'lose'],
  [K.cornersResult, '1', 0, level, 'void'],
  [K.cardsTotal, 'over', 4.5, game, 'win'],
  [K.cardsTotal, 'under', 4.5, game, 'lose'],
  [K.cardsTotal, 'under', 5, game, 'void'],
  [K.cardsTotal, 'under', 4.75, game, 'half-lose'],
  [K.cardsResult, '2', 0, game, 'win'],
  [K.cardsResult, '1', 0, game, 'lose'],
  [K.cardsResult, '2', 0, level, 'void'],
  [K.playerToScore, 'home:9', 0, game, 'win'],
  [K.playerToScore, 'away:10', 0, game, 'win'],
  [K.playerToScore, 'away:9', 0, game, 'lose'],
  [K.playerToScore, 'home:9', 0, goalless, 'lose'],
  [K.playerToScore, 'home:9', 0, level, 'void'],
  [K.playerToScore, 'home:9', 0, corrected, 'void'],
  [K.firstTeamToScore, '1', 0, game, 'win'],
  [K.firstTeamToScore, '2', 0, game, 'lose'],
  [K.firstTeamToScore, 'none', 0, goalless, 'win'],
  [K.firstTeamToScore, '1', 0, level, 'void'],
  [K.period1Winner, '1', 0, game, 'win'],
  [K.period1Winner, '2', 0, game, 'lose'],
  [K.period1Winner, '1', 0, goalless, 'void'],
  [K.period1Winner, '1', 0, threeMaps, 'win'],
  [K.period2Winner, '2', 0, threeMaps, 'win'],
  [K.period2Winner, '1', 0, threeMaps, 'lose'],
  [K.period2Winner, '1', 0, twoMaps, 'win'],
  [K.period2Winner, '2', 0, corrected, 'void'],
  [K.period3Winner, '1', 0, threeMaps, 'win'],
  [K.period3Winner, '2', 0, threeMaps, 'lose'],
  // The third map of a 2:0 was never played.
  [K.period3Winner, '1', 0, twoMaps, 'void'],
  [K.period3Winner, '2', 0, twoMaps, 'void'],
  [K.asianTotal, 'over', 3.75, game, 'half-win'],
  [K.asianTotal, 'under', 3.75, game, 'half-lose'],
  [K.asianTotal, 'over', 4.25, game, 'half-lose'],
  [K.asianTotal, 'over', 3.25, game, 'win'],
  [K.asianTotal, 'over', 4.75, game, 'lose'],
  [K.asianTotal, 'under', 4, game, 'void'],
  [K.asianHandicap, '1', -1.75, game, 'half-win'],
  [K.asianHandicap, '2', 1.75, game, 'half-lose'],
  [K.asianHandicap, '1', -0.25, level, 'half-lose'],
  [K.asianHandicap, '2', 0.25, level, 'half-win'],
  [K.asianHandicap, '1', 0, level, 'void'],
  [K.asianHandicap, '1', -1.25, game, 'win'],
  [K.asianHandicap, '2', 0.75, game, 'lose'],
];

describe('settling every market', () => {
  it.each(rows)('kind %i %s (%d) → %#', (kind, outcome, param, result, expected) => {
    expect(
      settleMarket({ kind: kind as (typeof ALL_MARKET_KINDS)[number], outcome, param }, result),
    ).toBe(expected);
  });

  it('has a win, a lose and a void for every kind, and both halves for every quarter line', () => {
    for (const kind of ALL_MARKET_KINDS) {
      const results = new Set(rows.filter((row) => row[0] === kind).map((row) => row[4]));
      expect([kind, results.has('win'), results.has('lose'), results.has('void')]).toEqual([
        kind,
        true,
        true,
        // A 1X2, a double chance, an odd/even, a correct score or a yes/no on the score is never
        // void on a result with a score: it has an outcome for each.
        ![K.matchResult, K.doubleChance, K.oddEven, K.correctScore, K.bothTeamsToScore].includes(
          kind as never,
        ),
      ]);
    }
    for (const kind of [K.asianTotal, K.asianHandicap]) {
      const results = new Set(rows.filter((row) => row[0] === kind).map((row) => row[4]));
      expect([results.has('half-win'), results.has('half-lose')]).toEqual([true, true]);
    }
  });

  it('offers at least twenty markets for a football game, each a market of its kind', () => {
    const football = deeperMarketsOf(1, { total: 2.5, handicap: -1.5 });
    expect(new Set(football.map((market) => market.kind)).size + 2).toBeGreaterThanOrEqual(20);
    for (const sportId of [1, 2, 3, 4, 40])
      for (const market of deeperMarketsOf(sportId, { total: 2.5, handicap: -1.5 }))
        expect([market.kind, market.outcome, isMarketOf(market.kind, market.outcome)]).toEqual([
          market.kind,
          market.outcome,
          true,
        ]);
  });
});
