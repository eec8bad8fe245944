/** The path and query of a URL; `query` has no `?` and is empty when there is none. */
export interface RequestUrl {
  readonly path: string;
  readonly query: string;
}

/** Relative paths are resolved against an origin of our own, to tell when one escapes it. */
const SITE_ORIGIN = 'http://site.invalid';

function parsedSitePath(text: string): URL | null {
  if (!text.startsWith('/')) return null;
  try {
    const parsed = new URL(text, SITE_ORIGIN);
    // `//host/x` and `/\host/x` name another host: not a path of this site.
    return parsed.origin === SITE_ORIGIN ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * What the redirect service is asked about: a path with an optional query (`/ru/promo?x=1`), or an
 * absolute http(s) URL of any host, whose path and query are used. Paths are normalised as a
 * browser does (`/ru/./a b` -> `/ru/a%20b`), like the paths of the rules. Null for anything else.
 */
export function splitRequestUrl(url: string): RequestUrl | null {
  let parsed = parsedSitePath(url);
  if (parsed === null && !url.startsWith('/')) {
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  }
  return parsed === null ? null : { path: parsed.pathname, query: parsed.search.slice(1) };
}

/**
 * A path of a redirect rule, normalised as splitRequestUrl normalises requests, or null when it is
 * not a path of this site. `from` paths take no query; a target may carry one.
 */
export function redirectRulePath(text: string, options: { query: boolean }): string | null {
  const parsed = parsedSitePath(text);
  if (parsed === null || parsed.hash !== '' || text.includes('#')) return null;
  if (!options.query && parsed.search !== '') return null;
  return parsed.pathname + parsed.search;
}

/** A target without its query: a chain goes on from the path the browser lands on. */
export function pathOf(target: string): string {
  return target.split('?', 1)[0] ?? target;
}
