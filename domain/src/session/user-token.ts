/** limits-coupon-signin.md section 5: a token is valid only if present and its expiry is in the future. */
export function isTokenValid(exp: number | undefined, nowSeconds: number): boolean {
  return exp !== undefined && exp > nowSeconds;
}

/**
 * The `exp` claim of a JWT (seconds since the epoch), or undefined when the token is not a JWT or has
 * none. The browser and the server decode base64url differently, so the caller passes its decoder.
 */
export function tokenExpiry(
  token: string | undefined,
  decodeBase64Url: (text: string) => string,
): number | undefined {
  const payload = token?.split('.')[1];
  if (payload === undefined || payload === '') return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** spec/shell.md section 7: GET /web-api/user/gettoken answers `{ data: { token } }`. */
export function tokenOfAnswer(answer: unknown): string | undefined {
  const token = (answer as { data?: { token?: unknown } } | null | undefined)?.data?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * spec/shell.md section 7: the token is kept in the user_token cookie, path /, until its exp. A
 * token that is not valid now (no exp, or exp passed) is not kept: the answer was unusable.
 */
export function userTokenCookieExpiry(
  token: string,
  decodeBase64Url: (text: string) => string,
  nowSeconds: number,
): number | undefined {
  const exp = tokenExpiry(token, decodeBase64Url);
  return isTokenValid(exp, nowSeconds) ? exp : undefined;
}
