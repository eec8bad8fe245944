import { MARKET_KINDS, type LineSection } from '../line/market-result';
import { sportTypeOf, type SportType } from '../esports/esports-disciplines';
import type { LineEvent } from './line-event';

/**
 * The betting pages of spec/shell.md section 2.3 beside home's lists, and what each shows (ours,
 * as a book fills such sections):
 *
 * - esports and cyber: the type switch (real, virtual, stream) over the esports and cyber games;
 *   a game id opens the game (stream: its match view); disciplines: the esports disciplines and
 *   the cyber sports with their games;
 * - statistic and statisticpopup: a game's statistics (`/statistic/game/{id}`), and the list of
 *   games to pick one from; results/zone: the games in play with their live statistics;
 * - betsonyour: the open games of the teams the signed-in player has bet on;
 * - topgame: the games with the most bets; marble: the strongest favourites (odds of
 *   MARBLE_MAX_ODDS at most), the "set in marble" picks of an accumulator; team: every game of
 *   one team (`?team=`) with all its markets; top events: the book's best games, best first.
 *
 * Each of the five sections takes home's section (line or live), sport, championship and game.
 */
export type BettingSectionPage =
  | 'esports'
  | 'cyber'
  | 'disciplines'
  | 'statistic'
  | 'statisticpopup'
  | 'results-zone'
  | 'betsonyour'
  | 'topgame'
  | 'marble'
  | 'team'
  | 'top-events';

export interface BettingSectionView {
  readonly kind: 'section';
  readonly page: BettingSectionPage;
  readonly section: LineSection | null;
  readonly sportId: number | null;
  readonly champId: number | null;
  readonly gameId: number | null;
  readonly sportType: SportType | null;
}

/** The five special sections, with their route names (the `-menu` routes are theirs too). */
export const SPECIAL_SECTIONS = ['betsonyour', 'topgame', 'marble', 'team', 'top-events'] as const;

/** The routes the sections' view renders (the sportsbook app shows them). */
export const BETTING_SECTION_ROUTES: readonly string[] = [
  'esports',
  'cyber',
  'disciplines',
  'statistic',
  'statisticpopup',
  ...SPECIAL_SECTIONS.flatMap((name) => [name, `${name}-menu`]),
];

/** A link to one of the sections: its path under the language and its text's key. */
export interface BettingSectionLink {
  readonly path: string;
  readonly labelKey: string;
}

/**
 * The sections a player is offered beside the line, on home and in the sports menu (ours): esports
 * and cyber, the statistics, the live zone and the special sections (team needs a team, so it is
 * reached from a game). Each is a route of the table, so a menu lists only those that open under
 * the site config (openLinks: the esports feature flag, statisticsEnabled, hidden paths).
 */
export const BETTING_SECTION_LINKS: readonly BettingSectionLink[] = [
  { path: '/esports', labelKey: 'sections_esports' },
  { path: '/cyber', labelKey: 'sections_cyber' },
  { path: '/statistic', labelKey: 'sections_statistics' },
  { path: '/results/zone', labelKey: 'sections_zone' },
  { path: '/top-events', labelKey: 'sections_top_events' },
  { path: '/topgame', labelKey: 'sections_topgame' },
  { path: '/betsonyour', labelKey: 'sections_betsonyour' },
  { path: '/marble', labelKey: 'sections_marble' },
];

/** The highest odds of a marble pick (ours). */
export const MARBLE_MAX_ODDS = 1.5;

function idOf(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function sectionOf(value: string | undefined): LineSection | null {
  return value === 'line' || value === 'live' ? value : null;
}

/** The view of a sections' route; null for a route that is not one of them. */
export function bettingSectionViewOf(
  route: string,
  params: Readonly<Record<string, string | undefined>>,
): BettingSectionView | null {
  const base = {
    kind: 'section',
    section: sectionOf(params.section),
    sportId: idOf(params.sportId),
    champId: idOf(params.champId),
    gameId: idOf(params.gameId),
    sportType: null,
  } as const;
  switch (route) {
    case 'esports':
    case 'cyber':
      return {
        ...base,
        page: route,
        section: null,
        sportType: sportTypeOf(route, params.sportType),
      };
    case 'disciplines':
      return { ...base, page: 'disciplines', section: null };
    case 'statistic':
    case 'statisticpopup': {
      const match = /^game\/(\d+)$/.exec(params['*'] ?? '');
      return { ...base, page: route, section: null, gameId: idOf(match?.[1]) };
    }
    case 'results':
      return params.resultsType === 'zone'
        ? { ...base, page: 'results-zone', section: 'live' }
        : null;
    default: {
      const name = route.endsWith('-menu') ? route.slice(0, -'-menu'.length) : route;
      return (SPECIAL_SECTIONS as readonly string[]).includes(name)
        ? { ...base, page: name as BettingSectionPage }
        : null;
    }
  }
}

/** Paths of the sections' pages under the language prefix. */
export const bettingSectionPaths = {
  statistic: (lng: string, gameId?: number) =>
    gameId === undefined ? `/${lng}/statistic` : `/${lng}/statistic/game/${gameId}`,
  statisticPopup: (lng: string, gameId: number) => `/${lng}/statisticpopup/game/${gameId}`,
  resultsZone: (lng: string) => `/${lng}/results/zone`,
  special: (lng: string, page: (typeof SPECIAL_SECTIONS)[number], section?: LineSection) =>
    section === undefined ? `/${lng}/${page}` : `/${lng}/${page}/${section}`,
  game: (
    lng: string,
    page: (typeof SPECIAL_SECTIONS)[number],
    section: LineSection,
    event: LineEvent,
  ) => `/${lng}/${page}/${section}/${event.sportId}/${event.champId}/${event.id}`,
  team: (lng: string, team: string) => `/${lng}/team?team=${encodeURIComponent(team)}`,
} as const;

/** The odds of a game's favourite in its result market (1X2 or winner); null without one. */
export function favouriteOdds(event: LineEvent): number | null {
  const result = event.markets.filter(
    (market) =>
      (market.kind === MARKET_KINDS.matchResult || market.kind === MARKET_KINDS.winner) &&
      market.outcome !== 'X' &&
      !market.isBlocked,
  );
  if (result.length === 0) return null;
  return Math.min(...result.map((market) => market.coef));
}

/** Marble: the games whose favourite is priced at MARBLE_MAX_ODDS or less, surest first. */
export function marblePicks(events: readonly LineEvent[]): LineEvent[] {
  return events
    .map((event) => ({ event, odds: favouriteOdds(event) }))
    .filter(
      (pick): pick is { event: LineEvent; odds: number } =>
        pick.odds !== null && pick.odds <= MARBLE_MAX_ODDS,
    )
    .sort((a, b) => a.odds - b.odds)
    .map((pick) => pick.event);
}

/** Top events: the book's ranked games, best first. */
export function topEvents(events: readonly LineEvent[]): LineEvent[] {
  return events
    .filter((event) => event.topRank !== null)
    .sort((a, b) => (a.topRank ?? 0) - (b.topRank ?? 0));
}

/** The teams of a list of games, by name, in alphabetical order. */
export function teamsOf(events: readonly LineEvent[]): string[] {
  return [...new Set(events.flatMap((event) => [event.home, event.away]))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Every game of one team. */
export function gamesOfTeam(events: readonly LineEvent[], team: string): LineEvent[] {
  return events.filter((event) => event.home === team || event.away === team);
}

/** The games of a list in the order of `ids` (the server's ranking), those it lacks left out. */
export function inOrderOf(events: readonly LineEvent[], ids: readonly number[]): LineEvent[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  return ids.flatMap((id) => {
    const event = byId.get(id);
    return event === undefined ? [] : [event];
  });
}

/** A list narrowed as the route says: the section's games of a sport or a championship. */
export function narrowed(events: readonly LineEvent[], view: BettingSectionView): LineEvent[] {
  return events.filter(
    (event) =>
      (view.section === null || event.state === view.section) &&
      (view.sportId === null || event.sportId === view.sportId) &&
      (view.champId === null || event.champId === view.champId),
  );
}
