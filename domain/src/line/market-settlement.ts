import {
  isQuarterLine,
  MARKET_KIND_INFO,
  type MarketKind,
  type MarketKindInfo,
  type MarketOutcome,
} from './market-catalogue';
import type { PeriodScore } from './period-scores';

/**
 * How a market ended. A half-win pays half the stake at the odds and returns the other half; a
 * half-lose returns half the stake (a quarter line, its stake split on the two lines around it).
 */
export type MarketResult = 'win' | 'lose' | 'void' | 'half-win' | 'half-lose';
export const MARKET_RESULTS: readonly MarketResult[] = [
  'win',
  'lose',
  'void',
  'half-win',
  'half-lose',
];

export interface SidePair {
  readonly home: number;
  readonly away: number;
}

/** A goal (a puck in ice hockey) as the feed keeps it: whose, who scored (shirt) and when. */
export interface MatchGoal {
  readonly side: 'home' | 'away';
  readonly player: number;
  readonly minute: number;
}

/** A card as the feed keeps it (the tracker draws it). */
export interface MatchCard {
  readonly side: 'home' | 'away';
  readonly minute: number;
}

/**
 * The statistics of a game the feed keeps while it plays (football: corners, cards and every goal
 * with its scorer; ice hockey: its goals). A statistic the feed does not keep is absent, and the
 * markets on it are void.
 */
export interface MatchStats {
  readonly corners?: SidePair;
  readonly cards?: SidePair;
  readonly goals?: readonly MatchGoal[];
  readonly cardEvents?: readonly MatchCard[];
  readonly cornerMinutes?: readonly { readonly side: 'home' | 'away'; readonly minute: number }[];
}

/** What a game's result is settled on: its final score, its score by period and its statistics. */
export interface MatchResult {
  readonly score: SidePair;
  readonly periods: readonly PeriodScore[];
  readonly stats: MatchStats | null;
}

export interface MarketToSettle {
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  /** The total's line or the handicap given to the outcome's side; the last listed score of a correct score's "other"; 0 otherwise. */
  readonly param: number;
}

const sum = (pair: SidePair) => pair.home + pair.away;

/**
 * A period's score, or null when the result cannot say it. Periods are written as the feed scores,
 * so one not written yet had no score: when the periods add up to the final score, a missing one
 * is 0:0. When they do not (an operator entered another score), no period can be trusted.
 */
function periodOf(result: MatchResult, index: number): SidePair | null {
  const totals = result.periods.reduce(
    (acc, period) => ({ home: acc.home + period.home, away: acc.away + period.away }),
    { home: 0, away: 0 },
  );
  if (totals.home !== result.score.home || totals.away !== result.score.away) return null;
  return result.periods[index] ?? { home: 0, away: 0 };
}

/** The goals in order, when the feed kept them and they agree with the score; else null. */
function goalsOf(result: MatchResult): readonly MatchGoal[] | null {
  if (sum(result.score) === 0) return [];
  const goals = result.stats?.goals;
  if (goals === undefined) return null;
  const home = goals.filter((goal) => goal.side === 'home').length;
  if (home !== result.score.home || goals.length - home !== result.score.away) return null;
  return goals;
}

/** What the market counts for each side, or null when the result lacks it (the market is void). */
function countOf(info: MarketKindInfo, result: MatchResult): SidePair | null {
  switch (info.stat) {
    case 'corners':
      return result.stats?.corners ?? null;
    case 'cards':
      return result.stats?.cards ?? null;
    case 'score':
    case 'goals':
      return info.scope === 'game' ? result.score : periodOf(result, info.scope - 1);
  }
}

const sign = (value: number): MarketResult => (value > 0 ? 'win' : value < 0 ? 'lose' : 'void');
const winIf = (condition: boolean): MarketResult => (condition ? 'win' : 'lose');

/** A line split into its two halves when it is a quarter line, each judged alone, then combined. */
function onLine(param: number, judge: (line: number) => MarketResult): MarketResult {
  if (!isQuarterLine(param)) return judge(param);
  const low = judge(param - 0.25);
  const high = judge(param + 0.25);
  if (low === high) return low;
  if (low === 'void' || high === 'void') {
    const other = low === 'void' ? high : low;
    return other === 'win' ? 'half-win' : 'half-lose';
  }
  // Two lines half a goal apart cannot give a win and a lose on one count.
  return 'void';
}

const resultOf = (pair: SidePair): '1' | 'X' | '2' =>
  pair.home > pair.away ? '1' : pair.home < pair.away ? '2' : 'X';

/**
 * How a market ends for a game's result (the rules of the line, the same for every sport): totals
 * and handicaps on their line are void, a quarter line half-wins or half-loses, a two-way winner
 * (draw no bet, a period's winner) is void on a tie, and a market on what the result lacks (a
 * statistic the feed did not keep, periods that do not add up to an operator's score) is void.
 */
export function settleMarket(market: MarketToSettle, result: MatchResult): MarketResult {
  const info = MARKET_KIND_INFO[market.kind];
  const { outcome, param } = market;
  if (info.type === 'player' || info.type === 'first-team') {
    const goals = goalsOf(result);
    if (goals === null) return 'void';
    if (info.type === 'first-team') {
      const first = goals[0];
      const side = first === undefined ? 'none' : first.side === 'home' ? '1' : '2';
      return winIf(outcome === side);
    }
    const [side, shirt] = outcome.split(':');
    return winIf(goals.some((goal) => goal.side === side && goal.player === Number(shirt)));
  }
  if (info.type === 'ht-ft' || info.type === 'highest-period') {
    const first = periodOf(result, 0);
    const second = periodOf(result, 1);
    if (first === null || second === null) return 'void';
    if (info.type === 'ht-ft')
      return winIf(outcome === `${resultOf(first)}/${resultOf(result.score)}`);
    return winIf(outcome === resultOf({ home: sum(first), away: sum(second) }));
  }
  const count = countOf(info, result);
  if (count === null) return 'void';
  const { home, away } = count;
  switch (info.type) {
    case 'result':
      return winIf(outcome === resultOf(count));
    case 'winner':
      if (home === away) return 'void';
      return winIf(outcome === resultOf(count));
    case 'double-chance':
      return winIf(outcome.includes(resultOf(count)));
    case 'total':
    case 'home-total':
    case 'away-total': {
      const counted =
        info.type === 'total' ? home + away : info.type === 'home-total' ? home : away;
      return onLine(param, (line) => sign(outcome === 'over' ? counted - line : line - counted));
    }
    case 'handicap':
      return onLine(param, (line) =>
        sign(outcome === '1' ? home + line - away : away + line - home),
      );
    case 'yes-no-both':
      return winIf((home > 0 && away > 0) === (outcome === 'yes'));
    case 'odd-even':
      return winIf(((home + away) % 2 === 1) === (outcome === 'odd'));
    case 'correct-score':
      if (outcome === 'other') return winIf(home > param || away > param);
      return winIf(outcome === `${home}:${away}`);
  }
}
