import { COOKIE, isTokenValid, tokenExpiry } from '@betshell/domain';
import type { BrowserCookies } from '../cookies/browser-cookies';

/** base64url as JWTs write it, decoded with the browser's atob. */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(
    atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
    (char) => char.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

/** Whether the user_token cookie holds a token that has not expired. */
export function hasValidUserToken(cookies: BrowserCookies, nowMs: number): boolean {
  const expiry = tokenExpiry(cookies.get(COOKIE.userToken), decodeBase64Url);
  return isTokenValid(expiry, Math.floor(nowMs / 1000));
}
