import { buildPath } from './match-path';
import type { RedirectTarget, RouteMatch } from './route-definition';

/**
 * The query a redirect hands on. Every redirect of the table keeps the visitor's query: the spec
 * asks it of user/forgotpassword and user/action.php, and the other redirects are old addresses
 * whose links carry return-URL and referral keys (limits-coupon-signin.md section 2) that must
 * survive the move. `extra` wins over a key of the same name. Absent when nothing is left.
 */
export function keptQuery(
  query: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>> = {},
): Readonly<Record<string, string>> | undefined {
  const merged = { ...query, ...extra };
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/**
 * A redirect to `pattern` (under the language), filled with the parameters of the same names
 * that the old path gave, keeping the query.
 */
export function redirectTo(
  pattern: string,
  extra?: Readonly<Record<string, string>>,
): (match: RouteMatch) => RedirectTarget {
  return ({ params, query }) => {
    const target: { path: string; query?: Readonly<Record<string, string>> } = {
      path: buildPath(pattern, params),
    };
    const kept = keptQuery(query, extra);
    if (kept) target.query = kept;
    return target;
  };
}

/** `{ path: '/', query: { a: '1' } }` -> `/?a=1`: the target under the language, query encoded. */
export function redirectHref(target: RedirectTarget): string {
  const pairs = Object.entries(target.query ?? {}).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length > 0 ? `${target.path}?${pairs.join('&')}` : target.path;
}
