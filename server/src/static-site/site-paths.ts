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
