import { isMarketOf, MARKET_RESULTS } from '../line/market-result';
import { isPeriodScores } from '../line/period-scores';
import type { LineEvent, LineMarket, LineSport } from './line-event';
import type { LineSearchHit } from './sports-menu';

/**
 * An answer of the line API that is not the line (a proxy's page, a cut or changed body): the
 * store shows its error with a retry, or keeps the odds on screen as stale, as for any failure,
 * instead of a page that breaks while it draws.
 */
export class UnreadableLineAnswer extends Error {
  constructor(what: string) {
    super(`The line API's answer is not ${what}`);
    this.name = 'UnreadableLineAnswer';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const RESULTS: readonly unknown[] = [...MARKET_RESULTS, null];
const STATES: readonly unknown[] = ['line', 'live', 'finished'];

function isSport(value: unknown): value is LineSport {
  return (
    isRecord(value) &&
    isInt(value['id']) &&
    isText(value['name']) &&
    isInt(value['lineCount']) &&
    isInt(value['liveCount'])
  );
}

function isMarket(value: unknown): value is LineMarket {
  return (
    isRecord(value) &&
    isInt(value['id']) &&
    isMarketOf(value['kind'], value['outcome']) &&
    (value['player'] === undefined || isText(value['player'])) &&
    typeof value['param'] === 'number' &&
    typeof value['coef'] === 'number' &&
    Number.isFinite(value['coef']) &&
    typeof value['isBlocked'] === 'boolean' &&
    RESULTS.includes(value['result'])
  );
}

const isTextOrNull = (value: unknown): boolean => value === null || isText(value);

function isCountry(value: unknown): boolean {
  return value === null || (isRecord(value) && isText(value['code']) && isText(value['name']));
}

function isEvent(value: unknown): value is LineEvent {
  if (!isRecord(value)) return false;
  const score = value['score'];
  const topRank = value['topRank'];
  return (
    isInt(value['id']) &&
    isInt(value['sportId']) &&
    isText(value['sportName']) &&
    isInt(value['champId']) &&
    isText(value['champName']) &&
    isText(value['home']) &&
    isText(value['away']) &&
    isText(value['startsAt']) &&
    STATES.includes(value['state']) &&
    typeof value['isSuspended'] === 'boolean' &&
    isRecord(score) &&
    isInt(score['home']) &&
    isInt(score['away']) &&
    Array.isArray(value['markets']) &&
    value['markets'].every(isMarket) &&
    isCountry(value['country']) &&
    isTextOrNull(value['homeLogo']) &&
    isTextOrNull(value['awayLogo']) &&
    isPeriodScores(value['periods']) &&
    (value['stats'] === undefined || isRecord(value['stats'])) &&
    (topRank === null || (isInt(topRank) && topRank >= 1))
  );
}

function listOf<T>(value: unknown, isItem: (item: unknown) => item is T, what: string): T[] {
  if (!Array.isArray(value) || !value.every(isItem)) throw new UnreadableLineAnswer(what);
  return value;
}

/** The sports of GET /web-api/line/sports, or UnreadableLineAnswer. */
export function lineSportsOf(value: unknown): LineSport[] {
  return listOf(value, isSport, 'a list of sports');
}

/** The events of GET /web-api/line/events or /line/results, or UnreadableLineAnswer. */
export function lineEventsOf(value: unknown): LineEvent[] {
  return listOf(value, isEvent, 'a list of events');
}

/** One event of GET /web-api/line/events/{id} (null: there is none), or UnreadableLineAnswer. */
export function lineEventOf(value: unknown): LineEvent | null {
  if (value === null || isEvent(value)) return value;
  throw new UnreadableLineAnswer('an event');
}

const isSection = (value: unknown): boolean => value === 'line' || value === 'live';

function isSearchHit(value: unknown): value is LineSearchHit {
  if (!isRecord(value) || !isSection(value['section'])) return false;
  switch (value['kind']) {
    case 'sport':
      return isInt(value['sportId']) && isText(value['name']) && isInt(value['count']);
    case 'champ':
      return (
        isInt(value['sportId']) &&
        isText(value['sportName']) &&
        isInt(value['champId']) &&
        isText(value['name']) &&
        isInt(value['count'])
      );
    case 'game':
      return isEvent(value['event']);
    default:
      return false;
  }
}

/** The hits of GET /web-api/line/search, or UnreadableLineAnswer. */
export function lineSearchHitsOf(value: unknown): LineSearchHit[] {
  return listOf(value, isSearchHit, 'a list of search hits');
}
