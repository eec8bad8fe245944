/**
 * Casino routes (spec/shell.md section 2.4, the casino part). Literal paths come before the
 * parameterised path they would otherwise fall into: `/casino/brand` before `/casino/:subcategory?`,
 * `/slots/vulkan` before `/slots/:subcategory?`, a game before its subcategory.
 */
import type { RouteDefinition } from '../route-definition';
import { NUMERIC, oneOf } from '../param-rules';
import { redirectTo } from '../redirect-target';
import { routesOf } from './define-route';

const casino = routesOf('casino');

/**
 * The sections that have a thank-you page (`/{section}/thank-you`, spec: "a thank-you page per
 * section"): every section of 2.4 where a player plays games.
 */
export const THANK_YOU_SECTIONS = [
  'slots',
  'casino',
  'bingo',
  'poker',
  'tvgames',
  'scratchcards',
  'keno',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'fishinghunting',
  'othergames',
] as const;

const GAME_RULES = { gameId: NUMERIC };

export const CASINO_ROUTES: readonly RouteDefinition[] = [
  casino({
    name: 'casino-thank-you',
    path: '/:casinoSection/thank-you',
    params: { casinoSection: oneOf(...THANK_YOU_SECTIONS) },
  }),

  casino({ name: 'bonus-casino-promotion', path: '/bonus/casino/promotions/:promotionId' }),
  casino({ name: 'bonus-casino-tournaments', path: '/bonus/casino/tournaments' }),
  casino({ name: 'bonus-casino-tournament', path: '/bonus/casino/tournaments/:tournamentId' }),
  casino({ name: 'bonus-casino-item', path: '/bonus/casino/:bonusId' }),
  casino({ name: 'bonus-casino', path: '/bonus/casino' }),

  casino({ name: 'casino-brand', path: '/casino/brand' }),
  casino({ name: 'casino-slot-first-deposit', path: '/casino/slot-first-deposit' }),
  casino({
    name: 'casino-game',
    path: '/casino/:subcategory?/game/:gameId/:gameName',
    params: GAME_RULES,
  }),
  casino({ name: 'casino', path: '/casino/:subcategory?' }),

  casino({ name: 'slots-vulkan', path: '/slots/vulkan' }),
  casino({
    name: 'slots-game',
    path: '/slots/:subcategory?/game/:gameId/:gameName',
    params: GAME_RULES,
  }),
  casino({ name: 'slots', path: '/slots/:subcategory?' }),
  casino({ name: 'vulkan', path: '/vulkan', redirect: redirectTo('/slots/vulkan') }),

  casino({ name: 'poker', featureFlag: 'poker', path: '/poker/:game?' }),
  casino({
    name: 'tvgames-view-poker',
    path: '/tvgames/view/poker',
    redirect: redirectTo('/poker'),
  }),
  casino({ name: 'tvgames', path: '/tvgames' }),

  casino({ name: 'bingo', featureFlag: 'bingo', path: '/bingo' }),
  casino({ name: 'fishinghunting', path: '/fishinghunting' }),
  casino({ name: 'scratchcards', path: '/scratchcards' }),
  casino({ name: 'keno', path: '/keno' }),
  casino({ name: 'virtualsports', path: '/virtualsports' }),
  casino({ name: 'fast-games', path: '/fast-games' }),
  casino({ name: 'fast-bet', path: '/fast-bet' }),
  casino({ name: 'asian-games', path: '/asian-games' }),
  casino({ name: 'card-games', path: '/card-games' }),
  casino({ name: 'crash-games', path: '/crash-games' }),
  casino({ name: 'skill-games', path: '/skill-games' }),
  casino({ name: 'othergames', path: '/othergames' }),

  // A player's own favourites and recent games: personal pages (spec/shell.md section 6).
  casino({ name: 'my-casino-favorites', path: '/my-casino/favorites', access: 'authorised' }),
  casino({ name: 'my-casino', path: '/my-casino', access: 'authorised' }),
  casino({ name: 'casino-lobby', path: '/casino-lobby' }),
  casino({ name: 'provider', path: '/providers/:provider' }),
  casino({ name: 'providers', path: '/providers' }),
  casino({ name: 'casino-search', path: '/casino-search' }),
];
