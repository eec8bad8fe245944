/**
 * limits-coupon-signin.md section 9: "session/fingerprint delay 8 s"; spec/shell.md section 7 calls
 * the session about 8 s after ready. The first fingerprint attempt waits as long, so neither
 * competes with the first page for the network.
 */
export const SESSION_AND_FINGERPRINT_DELAY_MS = 8_000;

/**
 * limits-coupon-signin.md section 8: failed fingerprint attempts are "counted up to a maximum (value
 * not shown), then stops". Ours: 3 in a row. A fingerprint is asked for at start, when it expires
 * and when a call answers the fingerprint code; three failures in a row mean the endpoint is
 * broken, not flaky, and more attempts would only load a failing service. A success resets the count.
 */
export const FINGERPRINT_MAX_ATTEMPTS = 3;

/** What the browser tells the server about itself (user agent, languages, screen, time zone...). */
export type FingerprintComponents = Readonly<
  Record<string, string | number | boolean | null | readonly string[]>
>;

/** The part of a fingerprint record the browser keeps (section 3: token, expiresAt). */
export interface FingerprintToken {
  readonly token: string;
  readonly expiresAtMs: number;
}

/** Below this, a numeric expiresAt is read as seconds since the epoch (as JWTs write exp). */
const SECONDS_BEFORE_MS = 100_000_000_000;

function instantOf(expiresAt: unknown): number | null {
  if (typeof expiresAt === 'number' && Number.isFinite(expiresAt)) {
    return expiresAt < SECONDS_BEFORE_MS ? expiresAt * 1000 : expiresAt;
  }
  if (typeof expiresAt !== 'string') return null;
  const instant = Date.parse(expiresAt);
  return Number.isNaN(instant) ? null : instant;
}

/**
 * POST /web-api/fingerprint answers `{ token, expiresAt, data }` (platform-api-contract.ts). An
 * answer lacking any of the three, or already expired, is no fingerprint (section 8: logged and
 * counted). expiresAt is an ISO 8601 instant; epoch seconds or milliseconds are read too.
 */
export function fingerprintOfAnswer(answer: unknown, nowMs: number): FingerprintToken | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { token, expiresAt, data } = answer as Record<string, unknown>;
  const expiresAtMs = instantOf(expiresAt);
  if (typeof token !== 'string' || token === '' || data === undefined || data === null) return null;
  return expiresAtMs !== null && expiresAtMs > nowMs ? { token, expiresAtMs } : null;
}
