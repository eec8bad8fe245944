/**
 * Every market kind the line offers, what each one is about and the outcomes it may have. Kinds are
 * ours (decisions.md, Demo content); none is kind 7, the kind the bonus bet refuses. Kinds 1 to 4
 * are the main markets a game's row shows; the others are on the game's page. How each one is
 * settled is market-settlement.ts.
 */
export const MARKET_KINDS = {
  matchResult: 1,
  winner: 2,
  total: 3,
  handicap: 4,
  doubleChance: 5,
  drawNoBet: 6,
  bothTeamsToScore: 8,
  correctScore: 9,
  oddEven: 10,
  homeTotal: 11,
  awayTotal: 12,
  period1Result: 13,
  period2Result: 14,
  period1Total: 15,
  period2Total: 16,
  period1Handicap: 17,
  halfTimeFullTime: 18,
  highestScoringPeriod: 19,
  cornersTotal: 20,
  cornersHandicap: 21,
  cornersResult: 22,
  cardsTotal: 23,
  cardsResult: 24,
  playerToScore: 25,
  firstTeamToScore: 26,
  period1Winner: 27,
  asianTotal: 28,
  asianHandicap: 29,
  period2Winner: 30,
  period3Winner: 31,
} as const;
export type MarketKindName = keyof typeof MARKET_KINDS;
export type MarketKind = (typeof MARKET_KINDS)[MarketKindName];

/**
 * An outcome: 1, X, 2 (result); over, under (totals); yes, no; odd, even; 1X, 12, X2 (double
 * chance); none (no goal); "2:1" or other (correct score); "1/X" (half time / full time); home:9 or
 * away:10 (a player of the home or away side by shirt number).
 */
export type MarketOutcome = string;

/** What a market counts: the score, or one of the match's statistics the feed keeps. */
export type MarketStat = 'score' | 'corners' | 'cards' | 'goals';
/** The whole game, or one period of it (a half, a period, a quarter, a set, a map) from 1. */
export type MarketScope = 'game' | 1 | 2 | 3;
/**
 * How outcomes are judged: a 1X2 on the scope's count, a two-way winner (void on a tie), a total
 * (over/under param, quarter lines split), a handicap given to the outcome's side (quarter lines
 * split), and the particular ones.
 */
export type MarketType =
  | 'result'
  | 'winner'
  | 'total'
  | 'handicap'
  | 'double-chance'
  | 'yes-no-both'
  | 'correct-score'
  | 'odd-even'
  | 'home-total'
  | 'away-total'
  | 'ht-ft'
  | 'highest-period'
  | 'player'
  | 'first-team';

export interface MarketKindInfo {
  readonly name: MarketKindName;
  readonly type: MarketType;
  readonly stat: MarketStat;
  readonly scope: MarketScope;
}

const info = (
  name: MarketKindName,
  type: MarketType,
  stat: MarketStat = 'score',
  scope: MarketScope = 'game',
): MarketKindInfo => ({ name, type, stat, scope });

export const MARKET_KIND_INFO: Readonly<Record<MarketKind, MarketKindInfo>> = {
  1: info('matchResult', 'result'),
  2: info('winner', 'winner'),
  3: info('total', 'total'),
  4: info('handicap', 'handicap'),
  5: info('doubleChance', 'double-chance'),
  6: info('drawNoBet', 'winner'),
  8: info('bothTeamsToScore', 'yes-no-both'),
  9: info('correctScore', 'correct-score'),
  10: info('oddEven', 'odd-even'),
  11: info('homeTotal', 'home-total'),
  12: info('awayTotal', 'away-total'),
  13: info('period1Result', 'result', 'score', 1),
  14: info('period2Result', 'result', 'score', 2),
  15: info('period1Total', 'total', 'score', 1),
  16: info('period2Total', 'total', 'score', 2),
  17: info('period1Handicap', 'handicap', 'score', 1),
  18: info('halfTimeFullTime', 'ht-ft'),
  19: info('highestScoringPeriod', 'highest-period'),
  20: info('cornersTotal', 'total', 'corners'),
  21: info('cornersHandicap', 'handicap', 'corners'),
  22: info('cornersResult', 'result', 'corners'),
  23: info('cardsTotal', 'total', 'cards'),
  24: info('cardsResult', 'result', 'cards'),
  25: info('playerToScore', 'player', 'goals'),
  26: info('firstTeamToScore', 'first-team', 'goals'),
  27: info('period1Winner', 'winner', 'score', 1),
  28: info('asianTotal', 'total'),
  29: info('asianHandicap', 'handicap'),
  30: info('period2Winner', 'winner', 'score', 2),
  31: info('period3Winner', 'winner', 'score', 3),
};

export const ALL_MARKET_KINDS: readonly MarketKind[] = Object.values(MARKET_KINDS);

export function isMarketKind(value: unknown): value is MarketKind {
  return typeof value === 'number' && (ALL_MARKET_KINDS as readonly number[]).includes(value);
}

/** The main markets a game's row shows; the game's page shows them all. */
export const MAIN_MARKET_KINDS: readonly MarketKind[] = [
  MARKET_KINDS.matchResult,
  MARKET_KINDS.winner,
  MARKET_KINDS.total,
  MARKET_KINDS.handicap,
];

const RESULT_OUTCOMES = ['1', 'X', '2'];
const SIDE_OUTCOMES = ['1', '2'];
const TOTAL_OUTCOMES = ['over', 'under'];

/** Whether an outcome belongs to a market type (a correct score up to 99:99, a shirt up to 99). */
export function isOutcomeOf(type: MarketType, outcome: string): boolean {
  switch (type) {
    case 'result':
    case 'highest-period':
      return RESULT_OUTCOMES.includes(outcome);
    case 'winner':
    case 'handicap':
      return SIDE_OUTCOMES.includes(outcome);
    case 'total':
    case 'home-total':
    case 'away-total':
      return TOTAL_OUTCOMES.includes(outcome);
    case 'double-chance':
      return ['1X', '12', 'X2'].includes(outcome);
    case 'yes-no-both':
      return outcome === 'yes' || outcome === 'no';
    case 'odd-even':
      return outcome === 'odd' || outcome === 'even';
    case 'correct-score':
      return outcome === 'other' || /^\d{1,2}:\d{1,2}$/.test(outcome);
    case 'ht-ft':
      return /^[1X2]\/[1X2]$/.test(outcome);
    case 'player':
      return /^(home|away):\d{1,2}$/.test(outcome);
    case 'first-team':
      return ['1', '2', 'none'].includes(outcome);
  }
}

/** Whether a kind and an outcome make a market of the line. */
export function isMarketOf(kind: unknown, outcome: unknown): boolean {
  return (
    isMarketKind(kind) &&
    typeof outcome === 'string' &&
    isOutcomeOf(MARKET_KIND_INFO[kind].type, outcome)
  );
}

/** Whether a line is a quarter line (2.25, -0.75): half the stake on each neighbouring line. */
export function isQuarterLine(param: number): boolean {
  const quarters = Math.round(Math.abs(param) * 4);
  return Math.abs(Math.abs(param) * 4 - quarters) < 1e-9 && quarters % 2 === 1;
}

/** A market offered for a game, before it has odds or an id. */
export interface MarketTemplate {
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  /** The line (a total, or the handicap given to the outcome's side); 0 otherwise. */
  readonly param: number;
}

/** Both sides of a total's line. */
const totalPair = (kind: MarketKind, line: number): MarketTemplate[] =>
  TOTAL_OUTCOMES.map((outcome) => ({ kind, outcome, param: line }));

/** Both sides of a handicap: the home side gets `line`, the away side its opposite. */
const handicapPair = (kind: MarketKind, line: number): MarketTemplate[] => [
  { kind, outcome: '1', param: line },
  { kind, outcome: '2', param: line === 0 ? 0 : -line },
];

const plain = (kind: MarketKind, outcomes: readonly string[]): MarketTemplate[] =>
  outcomes.map((outcome) => ({ kind, outcome, param: 0 }));

/** Correct scores from 0:0 to max:max, then "any other", whose line is the last score listed. */
const correctScores = (max: number): MarketTemplate[] => [
  ...Array.from({ length: (max + 1) * (max + 1) }, (_, index) => ({
    kind: MARKET_KINDS.correctScore,
    outcome: `${Math.floor(index / (max + 1))}:${index % (max + 1)}`,
    param: 0,
  })),
  { kind: MARKET_KINDS.correctScore, outcome: 'other', param: max },
];

/**
 * The markets of a game of a sport beyond the main ones, and its players' markets apart
 * (they need the teams' players). `total` and `handicap` are the sport's main lines; the others
 * lie around them. Sports of the demo line (server/src/line/demo-line.ts): 1 football, 2 ice
 * hockey, 3 basketball, 4 tennis, 40 esports; an unknown sport gets the score's markets only.
 */
export function deeperMarketsOf(
  sportId: number,
  lines: { readonly total: number; readonly handicap: number },
): MarketTemplate[] {
  const { total, handicap } = lines;
  const K = MARKET_KINDS;
  const half = (value: number) => Math.floor(value / 2) + 0.5;
  const scoreMarkets = [
    ...plain(K.oddEven, ['odd', 'even']),
    ...totalPair(K.homeTotal, half(total)),
    ...totalPair(K.awayTotal, half(total)),
    ...totalPair(K.asianTotal, total - 0.25),
    ...totalPair(K.asianTotal, total + 0.25),
    ...handicapPair(K.asianHandicap, handicap + 0.75),
    ...handicapPair(K.asianHandicap, handicap + 1.25),
  ];
  switch (sportId) {
    case 1:
      return [
        ...plain(K.doubleChance, ['1X', '12', 'X2']),
        ...plain(K.drawNoBet, ['1', '2']),
        ...plain(K.bothTeamsToScore, ['yes', 'no']),
        ...correctScores(3),
        ...scoreMarkets,
        ...handicapPair(K.asianHandicap, 0),
        ...totalPair(K.asianTotal, total),
        ...plain(K.period1Result, ['1', 'X', '2']),
        ...plain(K.period2Result, ['1', 'X', '2']),
        ...totalPair(K.period1Total, 0.5),
        ...totalPair(K.period1Total, 1.5),
        ...totalPair(K.period2Total, 1.5),
        ...handicapPair(K.period1Handicap, -0.5),
        ...['1', 'X', '2'].flatMap((first) =>
          plain(
            K.halfTimeFullTime,
            ['1', 'X', '2'].map((second) => `${first}/${second}`),
          ),
        ),
        ...plain(K.highestScoringPeriod, ['1', 'X', '2']),
        ...totalPair(K.cornersTotal, 9.5),
        ...handicapPair(K.cornersHandicap, -1.5),
        ...plain(K.cornersResult, ['1', 'X', '2']),
        ...totalPair(K.cardsTotal, 3.5),
        ...plain(K.cardsResult, ['1', 'X', '2']),
        ...plain(K.firstTeamToScore, ['1', 'none', '2']),
      ];
    case 2:
      return [
        ...plain(K.doubleChance, ['1X', '12', 'X2']),
        ...plain(K.drawNoBet, ['1', '2']),
        ...plain(K.bothTeamsToScore, ['yes', 'no']),
        ...correctScores(4),
        ...scoreMarkets,
        ...plain(K.period1Result, ['1', 'X', '2']),
        ...plain(K.period2Result, ['1', 'X', '2']),
        ...totalPair(K.period1Total, 1.5),
        ...totalPair(K.period2Total, 1.5),
        ...handicapPair(K.period1Handicap, -0.5),
        ...plain(K.firstTeamToScore, ['1', 'none', '2']),
      ];
    case 3:
      return [
        ...scoreMarkets,
        ...plain(K.period1Winner, ['1', '2']),
        ...plain(K.period1Result, ['1', 'X', '2']),
        ...plain(K.period2Result, ['1', 'X', '2']),
        ...totalPair(K.period1Total, Math.floor(total / 4) + 0.5),
        ...totalPair(K.period2Total, Math.floor(total / 4) + 0.5),
        ...handicapPair(K.period1Handicap, Math.round(handicap / 4) - 0.5),
        ...plain(K.highestScoringPeriod, ['1', 'X', '2']),
      ];
    case 4:
      return [
        ...scoreMarkets,
        ...plain(K.period1Winner, ['1', '2']),
        ...totalPair(K.period1Total, 9.5),
        ...totalPair(K.period2Total, 9.5),
        ...handicapPair(K.period1Handicap, -1.5),
      ];
    case 40:
      // Each map's winner: a map not played (a match won 2:0) has no winner, so its market is void.
      return [
        ...plain(K.oddEven, ['odd', 'even']),
        // A best of three ends 2:0, 2:1, 1:2 or 0:2: no other score is offered.
        ...plain(K.correctScore, ['2:0', '2:1', '1:2', '0:2']),
        ...plain(K.period1Winner, ['1', '2']),
        ...plain(K.period2Winner, ['1', '2']),
        ...plain(K.period3Winner, ['1', '2']),
        ...totalPair(K.asianTotal, total - 0.25),
        ...handicapPair(K.asianHandicap, handicap + 0.75),
      ];
    default:
      return scoreMarkets;
  }
}

/** Sports whose players score (goals and pucks), so the line offers "player to score" for them. */
export const SPORTS_WITH_SCORERS: readonly number[] = [1, 2];
/** Sports whose feed keeps corners and cards. */
export const SPORTS_WITH_CORNERS_AND_CARDS: readonly number[] = [1];
