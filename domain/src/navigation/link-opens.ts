import { routeOpensUnder } from '../guards/conditions-guard';
import { matchRoute } from '../routing/match-route';
import type { SiteConfig } from '../site-config/site-config';

/**
 * The routes of the table no application of this build renders yet: the names the build writes
 * from the shell's layout table (unbuiltRouteNames of root-config's layout, which also writes them
 * beside index.html for the server's 404). The root config hands them to the navigation store.
 */
export type UnbuiltRoutes = ReadonlySet<string>;

/**
 * Whether a menu may link to `path` (under the language): a route of the table, built in this
 * build, and opening under this site config as the guards decide (routeOpensUnder). Every menu
 * of the site (header, account menu, footer, phone menus, office menu) lists only such links, so
 * no link leads to a 404 or a page that only says it is not built.
 */
export function linkOpens(config: SiteConfig, unbuilt: UnbuiltRoutes, path: string): boolean {
  const matched = matchRoute(path);
  if (matched === null || unbuilt.has(matched.route.name)) return false;
  return routeOpensUnder(config, matched.route, path);
}

/** The items of a menu that may be linked (linkOpens), in their order. */
export function openLinks<T extends { readonly path: string }>(
  config: SiteConfig,
  unbuilt: UnbuiltRoutes,
  items: readonly T[],
): T[] {
  return items.filter((item) => linkOpens(config, unbuilt, item.path));
}
