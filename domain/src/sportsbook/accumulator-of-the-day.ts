import { MARKET_KINDS } from '../line/market-result';
import { totalOdds } from '../odds/odds';
import type { LineEvent, LineMarket } from './line-event';

/**
 * The accumulator of the day (spec/shell.md section 3: a setting for line and for live, on by
 * default per section 9; the spec does not say how it is made, ours): the favourite of the result or
 * winner market of the soonest games, one selection per game, so the express is valid
 * (decisions.md: selections of one game cannot be combined).
 */
export const ACCUMULATOR_MIN_COEF = 1.2;
export const ACCUMULATOR_MAX_COEF = 2.5;
export const ACCUMULATOR_SIZE = 4;
/** Fewer selections than this make no express: no accumulator then. */
export const ACCUMULATOR_MIN_SIZE = 2;

export interface AccumulatorSelection {
  readonly event: LineEvent;
  readonly market: LineMarket;
}

export interface AccumulatorOfTheDay {
  readonly selections: readonly AccumulatorSelection[];
  /** The product of the odds, truncated to three places (decisions.md: never rounded up). */
  readonly coef: number;
}

function favouriteOf(event: LineEvent): LineMarket | null {
  const main = event.markets.filter(
    (market) =>
      (market.kind === MARKET_KINDS.matchResult || market.kind === MARKET_KINDS.winner) &&
      !market.isBlocked,
  );
  const favourite = [...main].sort((a, b) => a.coef - b.coef || a.id - b.id)[0];
  return favourite !== undefined &&
    favourite.coef >= ACCUMULATOR_MIN_COEF &&
    favourite.coef <= ACCUMULATOR_MAX_COEF
    ? favourite
    : null;
}

export function accumulatorOfTheDay(events: readonly LineEvent[]): AccumulatorOfTheDay | null {
  const selections: AccumulatorSelection[] = [];
  const soonest = [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
  for (const event of soonest) {
    if (selections.length === ACCUMULATOR_SIZE) break;
    if (event.isSuspended || event.state === 'finished') continue;
    const market = favouriteOf(event);
    if (market !== null) selections.push({ event, market });
  }
  if (selections.length < ACCUMULATOR_MIN_SIZE) return null;
  return { selections, coef: totalOdds(selections.map((one) => one.market.coef)) };
}
