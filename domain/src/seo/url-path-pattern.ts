/**
 * spec/limits-coupon-signin.md section 5: "The most specific url path pattern wins; a pattern
 * ending /* is a prefix." Patterns and paths are written without the language segment
 * (`/line/*`, `/casino/slots`), because one pattern serves every language.
 */

/** A pattern is an exact path (`/casino`) or a prefix ending `/*` (`/line/*`, `/*` for all). */
export function isPrefixPattern(pattern: string): boolean {
  return pattern.endsWith('/*');
}

/** Paths compare without a trailing slash (except the root), a query or a fragment. */
export function normaliseUrlPath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/**
 * Whether a pattern covers a path. A prefix covers the path it names and everything under it
 * (ours: `/line/*` covers `/line` too, as the section's own page belongs to the section).
 */
export function urlPathMatches(pattern: string, path: string): boolean {
  const target = normaliseUrlPath(path);
  if (!isPrefixPattern(pattern)) return normaliseUrlPath(pattern) === target;
  const base = pattern.slice(0, -2);
  if (base === '') return true;
  const prefix = normaliseUrlPath(base);
  return target === prefix || target.startsWith(`${prefix}/`);
}

/**
 * How specific a pattern is, higher first: an exact path beats every prefix; among prefixes, the
 * one with more segments wins (`/line/1/*` over `/line/*` over `/*`).
 */
export function urlPathSpecificity(pattern: string): number {
  if (!isPrefixPattern(pattern)) return Number.MAX_SAFE_INTEGER;
  return pattern
    .slice(0, -2)
    .split('/')
    .filter((segment) => segment !== '').length;
}

/**
 * The entry whose pattern covers the path most specifically; undefined when none covers it. Two
 * entries of equal specificity cannot both cover a path unless their patterns are equal, in which
 * case the first one listed wins.
 */
export function mostSpecificByUrlPath<T>(
  entries: readonly T[],
  path: string,
  patternOf: (entry: T) => string,
): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const entry of entries) {
    const pattern = patternOf(entry);
    if (!urlPathMatches(pattern, path)) continue;
    const score = urlPathSpecificity(pattern);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** Every entry whose pattern covers the path, least specific first (the page's hierarchy). */
export function coveringByUrlPath<T>(
  entries: readonly T[],
  path: string,
  patternOf: (entry: T) => string,
): T[] {
  return entries
    .filter((entry) => urlPathMatches(patternOf(entry), path))
    .sort((a, b) => urlPathSpecificity(patternOf(a)) - urlPathSpecificity(patternOf(b)));
}
