import { MARKET_KINDS } from '../line/market-result';
import type { PeriodScore } from '../line/period-scores';
import type { LineChamp, LineEvent, LineMarket } from './line-event';

/**
 * The rules of the display settings of spec/shell.md section 3 that act on the line: the Asian
 * view (appViewType 1), group by country (isGroupByCountry), detailed score and best matches on
 * top. The sportsbook parcel draws what they answer (docs/display-settings.md).
 */

const quarters = (value: number) => Math.round(value * 4);

/**
 * A handicap or total line the way Asian books write it: a quarter line is the two lines the stake
 * is split over, "0/0.5" for 0.25, "2.5/3" for 2.75; a whole or half line is itself. `signed` (a
 * handicap) puts the sign once, before both halves: "-0/0.5" when the side gives a quarter, "+1"
 * when it receives one goal, "0" for level.
 */
export function asianLineText(param: number, signed: boolean): string {
  const absolute = Math.abs(param);
  const sign = !signed || quarters(param) === 0 ? '' : param < 0 ? '-' : '+';
  const whole = quarters(absolute) % 2 === 0;
  const text = whole ? String(absolute) : `${absolute - 0.25}/${absolute + 0.25}`;
  return `${sign}${text}`;
}

/** A pair of a game's markets with the line between them, as one column of the Asian view. */
export interface AsianPair {
  readonly first: LineMarket;
  readonly second: LineMarket;
  /** The line between them: the home side's handicap, or the total (asianLineText). */
  readonly line: string;
}

/**
 * A game's row in the Asian view: the handicap (home odds, the home side's line, away odds), the
 * total (over, the line, under), then the result or winner; a game without one of them shows the
 * others. Ours, as Asian books lay it out: the handicap is the main market and comes first.
 */
export interface AsianRow {
  readonly handicap: AsianPair | null;
  readonly total: AsianPair | null;
  readonly result: readonly LineMarket[];
}

export function asianRowOf(markets: readonly LineMarket[]): AsianRow {
  const find = (kind: number, outcome: string) =>
    markets.find((market) => market.kind === kind && market.outcome === outcome);
  const home = find(MARKET_KINDS.handicap, '1');
  const away = find(MARKET_KINDS.handicap, '2');
  const over = find(MARKET_KINDS.total, 'over');
  const under = find(MARKET_KINDS.total, 'under');
  return {
    handicap:
      home && away ? { first: home, second: away, line: asianLineText(home.param, true) } : null,
    total:
      over && under ? { first: over, second: under, line: asianLineText(over.param, false) } : null,
    result: markets.filter(
      (market) => market.kind === MARKET_KINDS.matchResult || market.kind === MARKET_KINDS.winner,
    ),
  };
}

/** Championships under one country (null: international championships). */
export interface CountryGroup {
  readonly country: LineChamp['country'];
  readonly champs: readonly LineChamp[];
}

/**
 * Championships grouped by country (isGroupByCountry): the countries in the order of their names
 * in the page's language, each with its championships in their order; the international ones
 * (no country) come last, under "International".
 */
export function champsByCountry(champs: readonly LineChamp[], language: string): CountryGroup[] {
  const groups = new Map<string, { country: LineChamp['country']; champs: LineChamp[] }>();
  for (const champ of champs) {
    const key = champ.country?.code ?? '';
    const group = groups.get(key) ?? { country: champ.country, champs: [] };
    group.champs.push(champ);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.country === null || b.country === null) return a.country === null ? 1 : -1;
    return a.country.name.localeCompare(b.country.name, language);
  });
}

/**
 * A flag for an ISO 3166-1 code (two regional indicator letters), or for England and Scotland the
 * subdivision's tag sequence; null for a code that has none, where the name stands alone.
 */
export function flagOf(code: string): string | null {
  if (/^[A-Z]{2}$/.test(code))
    return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  const subdivision = /^GB-(ENG|SCT|WLS)$/.exec(code)?.[1];
  if (subdivision === undefined) return null;
  const tag = `gb${subdivision.toLowerCase()}`;
  return String.fromCodePoint(0x1f3f4, ...[...tag].map((c) => 0xe0000 + c.charCodeAt(0)), 0xe007f);
}

/**
 * Best matches on top: the games the book ranks among its best first, best rank first, then the
 * others in the order they came (the start). Championships drawn from the list (champsOf) then
 * come in the order of their best game.
 */
export function bestMatchesFirst(events: readonly LineEvent[]): LineEvent[] {
  const ranked = events
    .filter((event) => event.topRank !== null)
    .sort((a, b) => (a.topRank ?? 0) - (b.topRank ?? 0));
  return [...ranked, ...events.filter((event) => event.topRank === null)];
}

/**
 * The detailed score: each period's score, "1:0 0:2" (halves, periods, quarters, sets or maps),
 * for a game under way or finished that has them; null otherwise.
 */
export function detailedScoreText(event: {
  readonly state: LineEvent['state'];
  readonly periods: readonly PeriodScore[];
}): string | null {
  if (event.state === 'line' || event.periods.length === 0) return null;
  return event.periods.map((period) => `${period.home}:${period.away}`).join(' ');
}
