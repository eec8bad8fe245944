import type { RouteArea, RouteDefinition } from '../routing/route-definition';

/** Areas whose pages are states of the site rather than content a search engine should list. */
const NOT_LISTED_AREAS: readonly RouteArea[] = [
  'payment-result',
  'blocking',
  'maintenance',
  'errors',
  'debug',
  // Activation links, unsubscribing: answers to a message, not pages to find.
  'account',
];

/** The path without its trailing optional parameters: `/casino/:subcategory?` -> `/casino`. */
function withoutOptionalTail(path: string): string {
  const trimmed = path.replace(/(\/:[A-Za-z]+\?)+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The path a sitemap lists for a route, or null (ours, the spec names none): pages open to every
 * visitor in the default layout, with nothing to fill but optional parameters at the end (listed
 * without them: home is `/`); not the office or other login-only pages, visitor-only forms,
 * modals, redirects, flagged or conditional pages, account links, error and state pages.
 */
export function sitemapPathOf(route: RouteDefinition): string | null {
  const path = withoutOptionalTail(route.path);
  const listed =
    route.layout === 'default' &&
    !NOT_LISTED_AREAS.includes(route.area) &&
    route.access === undefined &&
    route.redirect === undefined &&
    route.featureFlag === undefined &&
    (route.conditions ?? []).length === 0 &&
    route.modalOf === undefined &&
    route.status === undefined &&
    !path.includes(':') &&
    !path.includes('*');
  return listed ? path : null;
}

/** The paths (without language) a sitemap lists, each once, in the table's order. */
export function sitemapPaths(routes: readonly RouteDefinition[]): string[] {
  return [...new Set(routes.flatMap((route) => sitemapPathOf(route) ?? []))];
}

/** The paths (without language) that robots.txt keeps crawlers out of: login-only pages. */
export function crawlerDisallowedPaths(routes: readonly RouteDefinition[]): string[] {
  const paths = routes
    .filter((route) => route.access === 'authorised')
    .map((route) => route.path.replace(/\/:.*$/, '').replace(/\/\*$/, ''));
  const kept: string[] = [];
  // `/office` already keeps crawlers out of `/office/account`.
  for (const path of [...new Set(paths)].sort()) {
    if (!kept.some((prefix) => path.startsWith(`${prefix}/`))) kept.push(path);
  }
  return kept;
}
