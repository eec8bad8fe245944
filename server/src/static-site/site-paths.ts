import { matchRoute, splitLanguagePath } from '@betshell/domain';

/**
 * Paths that belong to the server rather than to the site: the platform API services, the operator
 * API, the remote views, the hashed files, the import map, the releases and the health checks.
 * Every other GET is a page of the single-page site and answers index.html, so that deep links like
 * /ru/office/account load.
 */
export const NON_SITE_PATH_PREFIXES = [
  '/assets',
  '/web-api',
  '/bff-api',
  '/redirects-api',
  '/blocks-api',
  '/limit-service-api',
  '/social-api',
  '/auth-api',
  '/ops-api',
  '/views',
  '/healthz',
  '/readyz',
  '/importmap.json',
  '/releases',
] as const;

/** True for a path of the site itself; `pathname` carries no query string. */
export function isSitePath(pathname: string): boolean {
  return !NON_SITE_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The status of a page of the site: 404 when no route of the table fits the path under its
 * language segment (or the whole path, which the browser moves under a language), or when the
 * route is one no application renders yet (`unbuilt`, unbuilt-routes.ts), else 200. The guards
 * may still refuse a page that fits (hidden paths, flags): the browser shows that 404.
 */
export function sitePageStatus(pathname: string, unbuilt: ReadonlySet<string>): 200 | 404 {
  const match = matchRoute(splitLanguagePath(pathname).rest);
  return match === null || unbuilt.has(match.route.name) ? 404 : 200;
}
