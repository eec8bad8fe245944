import type { LineSection } from '../line/market-result';
import { LINE_POLL_MS, LIVE_POLL_MS } from '../line/line-poll-intervals';
import type { LineChange, LineEvent } from './line-event';
import { bettingSectionViewOf, type BettingSectionView } from './betting-sections';

/**
 * What a betting route of spec/shell.md section 2.3 shows in the sportsbook app, from the route's
 * name and parameters (domain/src/routing/routes/betting-routes.ts).
 *
 * - home without a section: top live and top line events;
 * - home with a section (`/line`, `/live`), a sport (`/line/1`), a championship (`/line/1/101`);
 *   a menu section (`/line/top/1`) filters nothing yet: the demo line has no menus (ours);
 * - a game page (`/line/game/5`, or a game id after the championship): every market of one game;
 * - multi: every live game at once; champs: championships with results, or one's results;
 * - results: the finished games; `results/live` the games in play with their scores (ours: a
 *   result as it stands); esports, cyber, statistics, `results/zone` and the special sections
 *   are betting-sections.ts's; toto and lotto are not built and say so.
 */
export type SportsbookView =
  | { readonly kind: 'home' }
  | {
      readonly kind: 'listing';
      readonly section: LineSection;
      readonly sportId: number | null;
      readonly champId: number | null;
    }
  | { readonly kind: 'game'; readonly section: LineSection; readonly gameId: number }
  | { readonly kind: 'multi' }
  | { readonly kind: 'results'; readonly tab: 'finished' | 'live' }
  | { readonly kind: 'champs'; readonly champId: number | null }
  | BettingSectionView
  | { readonly kind: 'not-built'; readonly route: string };

function idOf(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function sectionOf(value: string | undefined): LineSection | null {
  return value === 'line' || value === 'live' ? value : null;
}

export function sportsbookViewOf(
  route: string,
  params: Readonly<Record<string, string | undefined>>,
): SportsbookView {
  // Esports and cyber, statistics, results/zone and the special sections (betting-sections.ts).
  const section = bettingSectionViewOf(route, params);
  if (section !== null) return section;
  switch (route) {
    case 'home':
    case 'home-menu': {
      const section = sectionOf(params.section);
      if (section === null) return { kind: 'home' };
      const gameId = idOf(params.gameId);
      if (gameId !== null) return { kind: 'game', section, gameId };
      return {
        kind: 'listing',
        section,
        sportId: idOf(params.sportId),
        champId: idOf(params.champId),
      };
    }
    case 'betting-game': {
      const gameId = idOf(params.gameId);
      return gameId === null
        ? { kind: 'not-built', route }
        : { kind: 'game', section: sectionOf(params.section) ?? 'line', gameId };
    }
    case 'multi':
      return { kind: 'multi' };
    case 'champs':
      return { kind: 'champs', champId: idOf(params.champId) };
    case 'results':
      return { kind: 'results', tab: params.resultsType === 'live' ? 'live' : 'finished' };
    default:
      return { kind: 'not-built', route };
  }
}

/** Paths of the sportsbook's pages under the language prefix, as the route table reads them. */
export const sportsbookPaths = {
  home: (lng: string) => `/${lng}/`,
  section: (lng: string, section: LineSection) => `/${lng}/${section}`,
  sport: (lng: string, section: LineSection, sportId: number) => `/${lng}/${section}/${sportId}`,
  champ: (lng: string, section: LineSection, sportId: number, champId: number) =>
    `/${lng}/${section}/${sportId}/${champId}`,
  game: (lng: string, section: LineSection, gameId: number) => `/${lng}/${section}/game/${gameId}`,
  multi: (lng: string) => `/${lng}/multi`,
  results: (lng: string, tab: 'finished' | 'live' = 'finished') =>
    tab === 'live' ? `/${lng}/results/live` : `/${lng}/results`,
  champs: (lng: string, champId?: number) =>
    champId === undefined ? `/${lng}/champs` : `/${lng}/champs/${champId}`,
} as const;

// How often a page asks the line again: the rhythm the coupon's selections keep too.
export { LINE_POLL_MS, LIVE_POLL_MS };

export function pollIntervalOf(view: SportsbookView): number | null {
  switch (view.kind) {
    case 'home':
    case 'multi':
    case 'game':
    case 'section':
      return LIVE_POLL_MS;
    case 'listing':
      return view.section === 'live' ? LIVE_POLL_MS : LINE_POLL_MS;
    case 'results':
      return view.tab === 'live' ? LIVE_POLL_MS : LINE_POLL_MS;
    case 'champs':
      return LINE_POLL_MS;
    case 'not-built':
      return null;
  }
}

/** spec/shell.md section 9: "Loading skeleton shows 16 game tiles". */
export const SPORTSBOOK_SKELETON_ROWS = 16;

/** How many games each half of the home page shows (ours: a screen's worth). */
export const HOME_TOP_EVENTS = 8;

/**
 * What a page does with a change of the line's stream: `apply` it to the event it shows; `reload`
 * the page when the change moves an event into or out of what it lists (a game that starts or
 * ends, a new game of its sport); `ignore` it otherwise (another sport's game).
 */
export function lineChangeEffect(
  view: SportsbookView,
  shown: readonly LineEvent[],
  change: LineChange,
): 'apply' | 'reload' | 'ignore' {
  const event = shown.find((one) => one.id === change.eventId);
  if (event !== undefined) return event.state === change.state ? 'apply' : 'reload';
  const inChamp = (champId: number | null) => champId === null || champId === change.champId;
  switch (view.kind) {
    case 'home':
    case 'section':
      return change.state === 'finished' ? 'ignore' : 'reload';
    case 'listing':
      return view.section === change.state &&
        (view.sportId === null || view.sportId === change.sportId) &&
        inChamp(view.champId)
        ? 'reload'
        : 'ignore';
    case 'multi':
      return change.state === 'live' ? 'reload' : 'ignore';
    case 'results':
      return change.state === (view.tab === 'live' ? 'live' : 'finished') ? 'reload' : 'ignore';
    case 'champs':
      return change.state === 'finished' && inChamp(view.champId) ? 'reload' : 'ignore';
    case 'game':
    case 'not-built':
      return 'ignore';
  }
}
