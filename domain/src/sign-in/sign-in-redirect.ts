import { formatQuery, parseQuery } from '../guards/query-string';
import { QUERY_KEY } from '../guards/shell-routes';

/**
 * A return url the site may follow: a path of this site only. Anything else (another origin,
 * `//host`, `javascript:`) is dropped, so a crafted link cannot send a player elsewhere after login.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** What the address asks of the login modal: `showLoginModal=1` and its `returnUrl`, or null. */
export function loginModalRequest(search: string): { readonly returnUrl: string | null } | null {
  const query = parseQuery(search);
  if (query[QUERY_KEY.showLoginModal] !== '1') return null;
  return { returnUrl: safeReturnUrl(query[QUERY_KEY.returnUrl]) };
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
