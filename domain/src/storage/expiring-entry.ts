/** limits-coupon-signin.md section 9: "analytics storage expiry 1 day" (authTryCounter, ...). */
export const ANALYTICS_STORAGE_EXPIRY_MS = 86_400_000;

/**
 * A value kept in local or session storage with an optional expiry, as one JSON text:
 * `{ "value": "...", "expiresAt": <ms since the epoch> }`.
 */
export function expiringEntry(value: string, expiresAtMs?: number): string {
  return JSON.stringify(expiresAtMs === undefined ? { value } : { value, expiresAt: expiresAtMs });
}

/**
 * The value of a stored entry: undefined once expired. A text that is not an entry (written before
 * this format, or by someone else) is its own value, so nothing already stored is lost.
 */
export function valueOfEntry(stored: string | null, nowMs: number): string | undefined {
  if (stored === null) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(stored);
  } catch {
    return stored;
  }
  if (typeof entry !== 'object' || entry === null) return stored;
  const { value, expiresAt } = entry as Record<string, unknown>;
  if (typeof value !== 'string') return stored;
  if (expiresAt === undefined) return value;
  return typeof expiresAt === 'number' && nowMs < expiresAt ? value : undefined;
}
