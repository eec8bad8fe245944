/**
 * Matches a path (without the language segment) against a route pattern: literal segments,
 * `:name`, `:name?` and a final `*`. Answers the parameters, or null when the path does not fit.
 * Segments compare case-sensitively, as the server's paths do.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  const params: Record<string, string> = {};
  let at = 0;
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] as string;
    if (part === '*') {
      params['*'] = have.slice(at).join('/');
      return params;
    }
    const value = have[at];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined || value === '') {
        if (!optional) return null;
        continue;
      }
      // An optional parameter does not swallow a literal segment that the rest of the pattern needs.
      if (optional && literalFollowsAndMatches(want, index, value)) continue;
      params[name] = decodeSegment(value);
      at += 1;
      continue;
    }
    if (value !== part) return null;
    at += 1;
  }
  return at === have.length ? params : null;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function literalFollowsAndMatches(pattern: string[], index: number, value: string): boolean {
  const next = pattern.slice(index + 1).find((part) => !part.endsWith('?'));
  return next !== undefined && !next.startsWith(':') && next !== '*' && next === value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Fills a pattern's parameters: `/slots/:subcategory?/game/:gameId` with values. */
export function buildPath(pattern: string, params: Readonly<Record<string, string>>): string {
  const filled = segments(pattern)
    .map((part) => {
      if (part === '*') return params['*'] ?? '';
      if (!part.startsWith(':')) return part;
      const name = part.slice(1).replace(/\?$/, '');
      const value = params[name];
      return value === undefined || value === '' ? '' : encodeURIComponent(value);
    })
    .filter((part) => part !== '');
  return `/${filled.join('/')}`;
}
