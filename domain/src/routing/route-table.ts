import type { RouteDefinition } from './route-definition';
import { ACCOUNT_ROUTES } from './routes/account-routes';
import { BETTING_ROUTES, HOME_ROUTES } from './routes/betting-routes';
import { BONUS_ROUTES } from './routes/bonus-routes';
import { CASINO_ROUTES } from './routes/casino-routes';
import { GAMES_ROUTES } from './routes/games-routes';
import { INFORMATION_ROUTES } from './routes/information-routes';
import { OFFICE_ROUTES } from './routes/office-routes';
import { PAGE_ROUTES } from './routes/page-routes';

/**
 * Every route of the site (spec/shell.md sections 2.3 to 2.9), under the `/{lng}` prefix. The first
 * route whose pattern fits a path and whose parameters follow their rules wins (match-route.ts):
 * within a section file a literal path stands before the parameterised one it would fall into,
 * and home's routes, which have no literal first segment, come last. validate-route-table.ts
 * checks that every route is reachable in this order.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...PAGE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...OFFICE_ROUTES,
  ...INFORMATION_ROUTES,
  ...BONUS_ROUTES,
  ...CASINO_ROUTES,
  ...GAMES_ROUTES,
  ...BETTING_ROUTES,
  ...HOME_ROUTES,
];
