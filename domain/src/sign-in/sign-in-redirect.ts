import { formatQuery, parseQuery } from '../guards/query-string';
import { QUERY_KEY } from '../guards/shell-routes';

/**
 * A return url the site may follow: a path of this site only. Anything else (another origin,
 * `//host`, `/\\host`, `javascript:`, a path carrying a backslash, a space or a control character
 * a browser may read as part of a host) is dropped, so a crafted link cannot send a player
 * elsewhere after login: no open redirect.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * The query keys that name where to return (spec/shell.md section 2.10, limits-coupon-signin.md
 * section 2: "kept for redirection after registration"), in the order they are read: the
 * return-URL key the guards write, then the spec's redirect_url, from_url and redirect-service.
 */
export const RETURN_QUERY_KEYS: readonly string[] = [
  QUERY_KEY.returnUrl,
  QUERY_KEY.redirectUrl,
  QUERY_KEY.fromUrl,
  QUERY_KEY.redirectService,
];

/**
 * Where the address asks the player to be sent after sign-in, registration or a deposit: the
 * first return key with a same-site path (safeReturnUrl), or null. A key naming another site is
 * skipped, never followed.
 */
export function returnTargetOf(search: string): string | null {
  const query = parseQuery(search);
  for (const key of RETURN_QUERY_KEYS) {
    const target = safeReturnUrl(query[key]);
    if (target !== null) return target;
  }
  return null;
}

/** What the address asks of the login modal: `showLoginModal=1` and its return target, or null. */
export function loginModalRequest(search: string): { readonly returnUrl: string | null } | null {
  const query = parseQuery(search);
  if (query[QUERY_KEY.showLoginModal] !== '1') return null;
  return { returnUrl: returnTargetOf(search) };
}

/** The address without the modal's own parameters (once the modal has read them). */
export function withoutParams(pathname: string, search: string, names: readonly string[]): string {
  const kept = Object.fromEntries(
    Object.entries(parseQuery(search)).filter(([name]) => !names.includes(name)),
  );
  return `${pathname}${formatQuery(kept)}`;
}

export interface AfterSignInPlace {
  readonly returnUrl: string | null;
  /** Whether the current page is for visitors only (login, registration, password reset). */
  readonly onVisitorPage: boolean;
  /** The page before the current one in this tab, or null. */
  readonly previousPath: string | null;
  readonly home: string;
}

/**
 * spec/shell.md section 4: after login or registration the player goes to the return url, else the
 * previous page, else home. A player who signed in from the modal over an ordinary page stays on
 * it (null: no navigation); a visitors-only page has nothing left to show, so it is left.
 */
export function afterSignInTarget(place: AfterSignInPlace): string | null {
  if (place.returnUrl !== null) return place.returnUrl;
  if (!place.onVisitorPage) return null;
  return place.previousPath ?? place.home;
}

/**
 * The user id of an access token (its `sub`, spec/shell.md section 7), or null when the token is
 * not a JWT or names no numeric subject. The caller passes its base64url decoder.
 */
export function tokenUserId(
  token: string | undefined,
  decodeBase64Url: (text: string) => string,
): number | null {
  const payload = token?.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const sub = (JSON.parse(decodeBase64Url(payload)) as { sub?: unknown } | null)?.sub;
    const id = typeof sub === 'number' ? sub : typeof sub === 'string' ? Number(sub) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
