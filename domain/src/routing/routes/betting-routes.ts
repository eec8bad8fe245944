/**
 * Betting routes (spec/shell.md section 2.3).
 *
 * The spec names six pages, home, betsonyour, topgame, marble, team and top events, and says that
 * each "takes a section (line or live), an optional menu section, sport, champion and game". The
 * path scheme, under each page's prefix (none for home, `/betsonyour`, `/topgame`, `/marble`,
 * `/team`, `/top-events`):
 *
 *   {prefix}/:section?/:sportId?/:champId?/:gameId?                  the page, no menu section
 *   {prefix}/:section/:menuSection/:sportId?/:champId?/:gameId?      the page inside a menu section
 *
 * - `section` is `line` or `live`; without it the page shows its default section. Anything after
 *   it needs it, so `/betsonyour/5` is a 404, not sport 5.
 * - Sport, championship and game ids are numeric; a menu section is a word (`top`, `favorites`,
 *   `long-term`). That is what tells them apart: the route without a menu section comes first, so a
 *   numeric second segment is a sport id (`/line/1` is sport 1), and a word there fails the sport's
 *   numeric rule and is read as a menu section by the next route (`/line/top/1` is menu `top`,
 *   sport 1). A path that fits neither (`/line/top/football`) is a 404.
 *
 * Game pages (a numeric game id, a game type and a page type) have a literal `game` segment after
 * the section, for every page alike: `/line/game/:gameId/:gameType?/:pageType?`. They come before
 * home's menu route, so no menu section may be called `game` (`/line/game/5` is game 5).
 *
 * Home's two routes have no literal segment, so they fit any short path and rely on the section
 * rule to refuse it; they are the last routes of the table (route-table.ts).
 */
import type { RouteDefinition } from '../route-definition';
import { NUMERIC, oneOf } from '../param-rules';
import { routesOf } from './define-route';

export const BETTING_SECTIONS = ['line', 'live'] as const;

const SECTION = oneOf(...BETTING_SECTIONS);
const LISTING_RULES = { section: SECTION, sportId: NUMERIC, champId: NUMERIC, gameId: NUMERIC };
const LISTING_TAIL = '/:sportId?/:champId?/:gameId?';

const betting = routesOf('betting');

/** The two routes of a page of the scheme above; home has no prefix. */
function bettingPage(name: string, prefix: string): RouteDefinition[] {
  return [
    betting({ name, path: `${prefix}/:section?${LISTING_TAIL}`, params: LISTING_RULES }),
    betting({
      name: `${name}-menu`,
      path: `${prefix}/:section/:menuSection${LISTING_TAIL}`,
      params: LISTING_RULES,
    }),
  ];
}

/** spec/limits-coupon-signin.md section 2 and spec/shell.md section 2.3: esports and cyber. */
const SPORT_TYPES = oneOf('real', 'virtual', 'stream');

/** spec/shell.md section 2.3: the toto sub-paths; the toto frame of section 2.6 takes them too. */
export const TOTO_SECTIONS = [
  'draw',
  'next',
  'coupons',
  'draws',
  'non-winning',
  'betting-alphabet',
  'betting-calculator',
] as const;

/** Routes that start with a literal segment; they may stand anywhere before home's routes. */
export const BETTING_ROUTES: readonly RouteDefinition[] = [
  betting({ name: 'multi', path: '/multi' }),
  betting({ name: 'champs', path: '/champs/:champId?', params: { champId: NUMERIC } }),
  // `/results` is the results of the line; live and zone are its two other tabs.
  betting({
    name: 'results',
    path: '/results/:resultsType?',
    params: { resultsType: oneOf('live', 'zone') },
  }),
  // The statistics app owns what follows (game, team, tournament pages).
  betting({ name: 'statistic', path: '/statistic/*', conditions: ['statistics'] }),
  betting({ name: 'statisticpopup', path: '/statisticpopup/*', conditions: ['statistics'] }),
  betting({ name: 'print-coupon', path: '/print-coupon/:couponId', params: { couponId: NUMERIC } }),
  betting({
    name: 'esports',
    featureFlag: 'esports',
    path: `/esports/:sportType?${LISTING_TAIL}`,
    params: { sportType: SPORT_TYPES, sportId: NUMERIC, champId: NUMERIC, gameId: NUMERIC },
  }),
  betting({
    name: 'cyber',
    featureFlag: 'esports',
    path: `/cyber/:sportType?${LISTING_TAIL}`,
    params: { sportType: SPORT_TYPES, sportId: NUMERIC, champId: NUMERIC, gameId: NUMERIC },
  }),
  betting({ name: 'disciplines', path: '/disciplines' }),
  betting({
    name: 'lotto',
    featureFlag: 'lotto',
    path: '/lotto/:sectionName?/:lottoId?',
    params: { sectionName: oneOf('catalog', 'results', 'view') },
  }),
  betting({
    name: 'toto',
    featureFlag: 'toto',
    path: '/toto/:totoSection?',
    params: { totoSection: oneOf(...TOTO_SECTIONS) },
  }),
  ...bettingPage('betsonyour', '/betsonyour'),
  ...bettingPage('topgame', '/topgame'),
  ...bettingPage('marble', '/marble'),
  ...bettingPage('team', '/team'),
  ...bettingPage('top-events', '/top-events'),
];

/** Home, its game pages and its menu sections: no literal first segment, so last in the table. */
export const HOME_ROUTES: readonly RouteDefinition[] = [
  betting({
    name: 'betting-game',
    path: '/:section/game/:gameId/:gameType?/:pageType?',
    params: { section: SECTION, gameId: NUMERIC },
  }),
  ...bettingPage('home', ''),
];
