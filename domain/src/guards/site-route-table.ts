import { matchRoute, routeByName } from '../routing/match-route';
import type { RouteDefinition } from '../routing/route-definition';
import { ROUTES } from '../routing/route-table';
import type { RouteTable } from './navigation-state';

export function routeTableOf(routes: readonly RouteDefinition[]): RouteTable {
  return {
    match: (path) => matchRoute(path, routes),
    byName: (name) => routeByName(name, routes),
  };
}

/** The site's own routes (routing/route-table.ts) for the guard pipeline. */
export const SITE_ROUTE_TABLE: RouteTable = routeTableOf(ROUTES);
