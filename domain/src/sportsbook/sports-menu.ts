import type { LineSection } from '../line/market-result';
import type { LineEvent } from './line-event';

/**
 * The sports and championships menu beside the line (the left panel of spec/shell.md section 3):
 * each sport with its number of games, each of its championships with theirs, counted from the
 * games the line lists in one section (line or live), in the line's order.
 */
export interface SportsMenuChamp {
  readonly id: number;
  readonly name: string;
  readonly count: number;
}

export interface SportsMenuSport {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  readonly champs: readonly SportsMenuChamp[];
}

/** The menu of one section's games: a sport or championship with no game there is left out. */
export function sportsMenuOf(
  events: readonly LineEvent[],
  section: LineSection,
): SportsMenuSport[] {
  const sports = new Map<
    number,
    { name: string; count: number; champs: Map<number, { name: string; count: number }> }
  >();
  for (const event of events) {
    if (event.state !== section) continue;
    let sport = sports.get(event.sportId);
    if (sport === undefined) {
      sport = { name: event.sportName, count: 0, champs: new Map() };
      sports.set(event.sportId, sport);
    }
    sport.count += 1;
    const champ = sport.champs.get(event.champId);
    if (champ === undefined) sport.champs.set(event.champId, { name: event.champName, count: 1 });
    else champ.count += 1;
  }
  return [...sports].map(([id, sport]) => ({
    id,
    name: sport.name,
    count: sport.count,
    champs: [...sport.champs].map(([champId, champ]) => ({ id: champId, ...champ })),
  }));
}

/**
 * The fewest characters a search starts from (ours: the spec is silent; one letter would match
 * most of the line).
 */
export const LINE_SEARCH_MIN_LENGTH = 2;
/** The most hits a search shows (ours): a list that still fits beside the line. */
export const LINE_SEARCH_MAX_HITS = 12;

/**
 * A text as the search compares it: lower case in any alphabet (Latin, Cyrillic, the Kazakh and
 * Azerbaijani letters), without accents and diacritics, so ё reads as е and й as и, as people
 * type them, and one space between words.
 */
export function searchTextOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A sport, a championship or a game the search found. */
export type LineSearchHit =
  | {
      readonly kind: 'sport';
      readonly section: LineSection;
      readonly sportId: number;
      readonly name: string;
      readonly count: number;
    }
  | {
      readonly kind: 'champ';
      readonly section: LineSection;
      readonly sportId: number;
      readonly sportName: string;
      readonly champId: number;
      readonly name: string;
      readonly count: number;
    }
  | { readonly kind: 'game'; readonly section: LineSection; readonly event: LineEvent };

/**
 * Where every word of the query is found in `text` (searchTextOf both): 0 when the text starts
 * with the first word, 1 when a word of the text does, 2 when it is inside one; null when a word
 * is missing.
 */
function rankOf(text: string, words: readonly string[]): number | null {
  if (!words.every((word) => text.includes(word))) return null;
  const first = words[0] ?? '';
  if (text.startsWith(first)) return 0;
  return text.includes(` ${first}`) || text.includes(`-${first}`) ? 1 : 2;
}

/**
 * The sports, championships and games whose names hold every word of `query`, as the player
 * types: a sport by its name (leading to its section's list), a
 * championship by its name, a game by its two teams. Better matches first (a name that starts with
 * the query, then a word that does), sports before championships before games of the same rank, then the line's
 * order; at most LINE_SEARCH_MAX_HITS. A query shorter than LINE_SEARCH_MIN_LENGTH finds nothing.
 * Finished games are not searched: the menu leads to what can be bet on.
 */
export function searchLine(
  events: readonly LineEvent[],
  query: string,
  max: number = LINE_SEARCH_MAX_HITS,
): LineSearchHit[] {
  const wanted = searchTextOf(query);
  if (wanted.length < LINE_SEARCH_MIN_LENGTH) return [];
  const words = wanted.split(' ');
  const found: { hit: LineSearchHit; rank: number; order: number }[] = [];
  const champs = new Map<string, { hit: LineSearchHit & { kind: 'champ' }; index: number }>();
  const sports = new Map<string, { hit: LineSearchHit & { kind: 'sport' }; index: number }>();
  for (const event of events) {
    if (event.state === 'finished') continue;
    const section = event.state;
    // A sport first, then its championships, then its games, rank for rank.
    const sportKey = `${section}:${event.sportId}`;
    const sport = sports.get(sportKey);
    if (sport !== undefined) {
      sport.hit = { ...sport.hit, count: sport.hit.count + 1 };
      const entry = found[sport.index];
      if (entry !== undefined) entry.hit = sport.hit;
    } else {
      const rank = rankOf(searchTextOf(event.sportName), words);
      if (rank !== null) {
        const hit = {
          kind: 'sport',
          section,
          sportId: event.sportId,
          name: event.sportName,
          count: 1,
        } as const;
        sports.set(sportKey, { hit, index: found.length });
        found.push({ hit, rank: rank * 3 - 1, order: found.length });
      }
    }
    const champKey = `${section}:${event.champId}`;
    const known = champs.get(champKey);
    if (known !== undefined) {
      known.hit = { ...known.hit, count: known.hit.count + 1 };
      const entry = found[known.index];
      if (entry !== undefined) entry.hit = known.hit;
    } else {
      const rank = rankOf(searchTextOf(event.champName), words);
      if (rank !== null) {
        const hit = {
          kind: 'champ',
          section,
          sportId: event.sportId,
          sportName: event.sportName,
          champId: event.champId,
          name: event.champName,
          count: 1,
        } as const;
        champs.set(champKey, { hit, index: found.length });
        found.push({ hit, rank: rank * 3, order: found.length });
      }
    }
    const rank = rankOf(searchTextOf(`${event.home} ${event.away}`), words);
    const awayRank = rankOf(searchTextOf(`${event.away} ${event.home}`), words);
    const best = rank === null ? awayRank : awayRank === null ? rank : Math.min(rank, awayRank);
    if (best !== null)
      found.push({
        hit: { kind: 'game', section, event },
        rank: best * 3 + 1,
        order: found.length,
      });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, max)
    .map(({ hit }) => hit);
}
