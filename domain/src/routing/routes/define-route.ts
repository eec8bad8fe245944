import type { Layout, RouteArea, RouteDefinition } from '../route-definition';

/** A route as a section file writes it: its area comes from the file, its layout is default. */
export type RouteFields = Omit<RouteDefinition, 'area' | 'layout'> & { readonly layout?: Layout };

/**
 * A maker of the routes of one area: `const office = routesOf('office', { access: 'authorised' })`.
 * Fields a route gives win over the defaults.
 */
export function routesOf(
  area: RouteArea,
  defaults: Partial<RouteFields> = {},
): (route: RouteFields) => RouteDefinition {
  return (route) => ({ layout: 'default', ...defaults, ...route, area });
}
