import { COOKIE, isTokenValid, tokenExpiry, type CookieJar } from '@betshell/domain';

/** base64url as JWTs write it, decoded with atob (the browser's, and Node's since 16). */
export function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(
    atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
    (char) => char.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

/** The user_token cookie's token while it has not expired (limits-coupon-signin.md section 5). */
export function validUserToken(cookies: Pick<CookieJar, 'get'>, nowMs: number): string | undefined {
  const token = cookies.get(COOKIE.userToken);
  const expiry = tokenExpiry(token, decodeBase64Url);
  return isTokenValid(expiry, Math.floor(nowMs / 1000)) ? token : undefined;
}

/** Whether the user_token cookie holds a token that has not expired. */
export function hasValidUserToken(cookies: Pick<CookieJar, 'get'>, nowMs: number): boolean {
  return validUserToken(cookies, nowMs) !== undefined;
}
