import type { LineChange, LineEvent } from '../sportsbook/line-event';
import { MARKET_RESULTS } from './market-settlement';
import { isPeriodScores } from './period-scores';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const RESULTS: readonly unknown[] = [...MARKET_RESULTS, null];
const STATES: readonly unknown[] = ['line', 'live', 'finished'];

function isChangedMarket(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInt(value['id']) &&
    typeof value['coef'] === 'number' &&
    Number.isFinite(value['coef']) &&
    typeof value['isBlocked'] === 'boolean' &&
    RESULTS.includes(value['result'])
  );
}

/**
 * A change of the line's stream read before it is applied (as line-answer.ts reads the line's
 * answers): one that is not a change is null, and the page keeps what it shows.
 */
export function lineChangeOf(value: unknown): LineChange | null {
  if (!isRecord(value)) return null;
  const score = value['score'];
  const markets = value['markets'];
  const valid =
    isInt(value['eventId']) &&
    isInt(value['sportId']) &&
    isInt(value['champId']) &&
    STATES.includes(value['state']) &&
    typeof value['isSuspended'] === 'boolean' &&
    isRecord(score) &&
    isInt(score['home']) &&
    isInt(score['away']) &&
    Array.isArray(markets) &&
    markets.every(isChangedMarket) &&
    (value['periods'] === undefined || isPeriodScores(value['periods'])) &&
    (value['stats'] === undefined || isRecord(value['stats']));
  return valid ? (value as unknown as LineChange) : null;
}

/**
 * An event as shown, after a change of it: its state, suspension, score and periods, and the odds, blocks
 * and results of the markets the change names; names, start and the markets' kinds stay.
 */
export function applyLineChange(event: LineEvent, change: LineChange): LineEvent {
  const markets = new Map(change.markets.map((market) => [market.id, market]));
  return {
    ...event,
    state: change.state,
    isSuspended: change.isSuspended,
    score: change.score,
    // A change written before the line had periods names none: the event keeps its own.
    periods: change.periods ?? event.periods,
    // An empty record: the feed keeps nothing of this game.
    ...(change.stats === undefined || Object.keys(change.stats).length === 0
      ? {}
      : { stats: change.stats }),
    markets: event.markets.map((market) => {
      const changed = markets.get(market.id);
      return changed === undefined
        ? market
        : { ...market, coef: changed.coef, isBlocked: changed.isBlocked, result: changed.result };
    }),
  };
}
