import type { SettledPage } from '../navigation/settled-page';
import type { RouteDefinition } from '../routing/route-definition';

/** A route of a test's own table: the default layout and the information area unless overridden. */
export function routeFixture(
  name: string,
  path: string,
  overrides: Partial<RouteDefinition> = {},
): RouteDefinition {
  return { name, path, layout: 'default', area: 'information', ...overrides };
}

/** A settled page of a route: the home page of the betting area unless overridden. */
export function settledRouteFixture(
  overrides: Partial<Extract<SettledPage, { kind: 'route' }>> = {},
): SettledPage {
  return {
    kind: 'route',
    name: 'home',
    area: 'betting',
    layout: 'default',
    params: {},
    status: 200,
    ...overrides,
  };
}
