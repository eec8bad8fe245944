import { SESSION_LIMIT_NOT_SET } from './limit-types';

/** Section 4: "While authorised, a ping is sent every 30 s." */
export const PING_INTERVAL_MS = 30_000;

/**
 * The most one ping may count: two intervals. A tab that slept or lost the network for an hour
 * does not spend an hour of the player's limit when it wakes (ours).
 */
export const MAX_PING_CREDIT_SECONDS = (2 * PING_INTERVAL_MS) / 1000;

/** Seconds one ping adds to the time used: since the session's previous ping, capped. */
export function pingCreditSeconds(previousPingMs: number | null, nowMs: number): number {
  if (previousPingMs === null) return 0;
  const elapsed = Math.floor((nowMs - previousPingMs) / 1000);
  return Math.min(Math.max(elapsed, 0), MAX_PING_CREDIT_SECONDS);
}

/**
 * Section 4: the session limit's balance: -1 when none is set; otherwise what is left of the
 * player's day, in seconds, never below 0. The limit itself is in hours (section 9).
 */
export function sessionLimitBalance(limitHours: number | null, usedSeconds: number): number {
  if (limitHours === null || limitHours === SESSION_LIMIT_NOT_SET) return SESSION_LIMIT_NOT_SET;
  return Math.max(0, limitHours * 3600 - usedSeconds);
}

export function isSessionLimitSpent(balance: number): boolean {
  return balance === 0;
}

/** The UTC offset of `timeZone` at `atMs`, in ms (positive east of Greenwich). */
function offsetMs(timeZone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(atMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(atMs / 1000) * 1000;
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The player's calendar day (decisions.md: "in the player's time zone") at `atMs`, as YYYY-MM-DD,
 * and the instant the next one starts: login is refused until then once the limit is spent.
 */
export function playerDay(atMs: number, timeZone: string): { day: string; nextDayStartMs: number } {
  const local = atMs + offsetMs(timeZone, atMs);
  const date = new Date(local);
  const day = date.toISOString().slice(0, 10);
  const nextLocalMidnight = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate() + 1,
  );
  // The offset at the next midnight may differ (a clock change that night).
  const guess = nextLocalMidnight - offsetMs(timeZone, nextLocalMidnight);
  return { day, nextDayStartMs: nextLocalMidnight - offsetMs(timeZone, guess) };
}
