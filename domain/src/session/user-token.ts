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
