/**
 * Where a module of the import map may come from. The site's own immutable files (/assets/ from
 * the build, /releases/ from `npm run release`) always; other origins only when the operator lists
 * them (IMPORT_MAP_ORIGINS, e.g. a CDN), and then over https, or http on this machine's loopback
 * for tests and local mirrors. Anything else (another path of the site, a data: or javascript:
 * URL, a protocol-relative //host URL) would let whoever controls it run code on every page.
 */
export const SITE_MODULE_PATH_PREFIXES = ['/assets/', '/releases/'] as const;

export interface ModuleUrlPolicy {
  /** Origins besides the site itself, as `https://cdn.example.com` (no path, no trailing slash). */
  readonly origins: readonly string[];
}

export type ModuleUrlVerdict =
  | { readonly allowed: true; readonly kind: 'site'; readonly path: string }
  | { readonly allowed: true; readonly kind: 'remote'; readonly url: URL }
  | {
      readonly allowed: false;
      readonly code: 'BAD_URL' | 'URL_NOT_ALLOWED';
      readonly reason: string;
    };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function judgeModuleUrl(text: string, policy: ModuleUrlPolicy): ModuleUrlVerdict {
  if (text.startsWith('/') && !text.startsWith('//')) {
    let path: string;
    try {
      path = new URL(text, 'http://site.invalid').pathname;
    } catch {
      return { allowed: false, code: 'BAD_URL', reason: `${text} is not a URL` };
    }
    // `..` and `%2e%2e` segments are resolved away by URL: the path must still be the one given.
    if (path !== text || text.includes('%') || text.includes('\\')) {
      return {
        allowed: false,
        code: 'BAD_URL',
        reason: `${text} must be a plain path without a query, fragment, escapes or dot segments`,
      };
    }
    if (!SITE_MODULE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return {
        allowed: false,
        code: 'URL_NOT_ALLOWED',
        reason: `${text} is not under ${SITE_MODULE_PATH_PREFIXES.join(' or ')}, where the site keeps its immutable module files`,
      };
    }
    return { allowed: true, kind: 'site', path };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {
      allowed: false,
      code: 'BAD_URL',
      reason: `${JSON.stringify(text)} is neither a path of the site nor an absolute URL`,
    };
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (
    !secure ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    return {
      allowed: false,
      code: 'BAD_URL',
      reason: `${text} must be an https URL (http only on loopback) without credentials, query or fragment`,
    };
  }
  if (!policy.origins.includes(url.origin)) {
    return {
      allowed: false,
      code: 'URL_NOT_ALLOWED',
      reason:
        policy.origins.length === 0
          ? `${url.origin} is not allowed: modules come from this site only (IMPORT_MAP_ORIGINS is empty)`
          : `${url.origin} is not one of the allowed origins (${policy.origins.join(', ')})`,
    };
  }
  return { allowed: true, kind: 'remote', url };
}

/** IMPORT_MAP_ORIGINS, comma-separated: each must be a bare origin; answers the problems found. */
export function parseModuleOrigins(text: string | undefined): {
  readonly origins: string[];
  readonly problems: string[];
} {
  const origins: string[] = [];
  const problems: string[] = [];
  for (const item of (text ?? '').split(',').map((part) => part.trim())) {
    if (item === '') continue;
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (url === undefined || url.origin !== item || !['https:', 'http:'].includes(url.protocol)) {
      problems.push(
        `IMPORT_MAP_ORIGINS must list origins such as https://cdn.example.com, not ${JSON.stringify(item)}`,
      );
    } else {
      origins.push(item);
    }
  }
  return { origins, problems };
}
