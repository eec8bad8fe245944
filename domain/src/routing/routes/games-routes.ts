/** Games routes (spec/shell.md section 2.4, the games part, and the bonus games). */
import type { RouteDefinition } from '../route-definition';
import { oneOf } from '../param-rules';
import { redirectTo } from '../redirect-target';
import { routesOf } from './define-route';

const games = routesOf('games');

/** spec/shell.md section 2.4: the bonus game keys. */
export const BONUS_GAME_KEYS = [
  'fortuna',
  'chest',
  'memory',
  'safe',
  'lottery',
  'dragon-bonus',
  'chest-bonus',
  'fortuna-bonus',
  'memory-bonus',
  'safe-bonus',
  'lottery-bonus',
] as const;

export const GAMES_ROUTES: readonly RouteDefinition[] = [
  games({ name: 'games', path: '/games' }),
  games({ name: 'games-game', path: '/games/:gameRoute' }),
  games({ name: 'games-landing', path: '/games-landing/:landingRoute' }),
  // The legacy entrance: its game, when it names one, is the game route of the games app.
  games({
    name: 'allgamesentrance',
    path: '/allgamesentrance/:gameRoute?',
    redirect: redirectTo('/games/:gameRoute?'),
  }),
  games({
    name: 'bonus-game',
    path: '/bonus-games/:bonusGameKey',
    params: { bonusGameKey: oneOf(...BONUS_GAME_KEYS) },
  }),
];
