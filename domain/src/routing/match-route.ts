import { matchPath } from './match-path';
import { paramsFollowRules } from './param-rules';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';

export interface MatchedRoute {
  readonly route: RouteDefinition;
  readonly params: Record<string, string>;
}

/**
 * The route of a path given without its language segment: the first route whose pattern fits and
 * whose parameters follow their rules. Null when none does, which the guard pipeline answers with
 * a 404; a path that fits only a route whose rule it breaks (`/print-coupon/abc`) is such a path.
 * A query or fragment on the path is ignored.
 */
export function matchRoute(
  pathWithoutLanguage: string,
  routes: readonly RouteDefinition[] = ROUTES,
): MatchedRoute | null {
  const path = pathWithoutLanguage.replace(/[?#].*$/, '');
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params && paramsFollowRules(route.params, params)) return { route, params };
  }
  return null;
}

const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

/** A route of the table by its name; undefined for a name the table does not have. */
export function routeByName(
  name: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteDefinition | undefined {
  if (routes === ROUTES) return BY_NAME.get(name);
  return routes.find((route) => route.name === name);
}
