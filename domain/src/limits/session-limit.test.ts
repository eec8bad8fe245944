import {
  MAX_PING_CREDIT_SECONDS,
  PING_INTERVAL_MS,
  isSessionLimitSpent,
  isTimeZone,
  pingCreditSeconds,
  playerDay,
  sessionLimitBalance,
} from './session-limit';

describe('session limit', () => {
  it('pings every 30 s', () => {
    expect(PING_INTERVAL_MS).toBe(30_000);
  });

  it('counts nothing for a session first ping and the time since the previous one after it', () => {
    expect(pingCreditSeconds(null, 1_000_000)).toBe(0);
    expect(pingCreditSeconds(1_000_000, 1_030_000)).toBe(30);
    expect(pingCreditSeconds(1_000_000, 1_000_500)).toBe(0);
  });

  it('never counts more than two intervals for one ping, nor time going backwards', () => {
    expect(MAX_PING_CREDIT_SECONDS).toBe(60);
    expect(pingCreditSeconds(0, 3_600_000)).toBe(60);
    expect(pingCreditSeconds(10_000, 0)).toBe(0);
  });

  it('answers -1 when no limit is set and what is left otherwise, never below 0', () => {
    expect(sessionLimitBalance(null, 100)).toBe(-1);
    expect(sessionLimitBalance(-1, 100)).toBe(-1);
    expect(sessionLimitBalance(1, 0)).toBe(3600);
    expect(sessionLimitBalance(1, 3000)).toBe(600);
    expect(sessionLimitBalance(1, 5000)).toBe(0);
    expect(isSessionLimitSpent(0)).toBe(true);
    expect(isSessionLimitSpent(-1)).toBe(false);
  });

  it('finds the player day in the player time zone and when the next one starts', () => {
    const at = Date.UTC(2026, 10, 22, 22, 30);
    expect(playerDay(at, 'UTC')).toEqual({
      day: '2026-11-22',
      nextDayStartMs: Date.UTC(2026, 10, 23),
    });
    expect(playerDay(at, 'Europe/Moscow')).toEqual({
      day: '2026-11-23',
      nextDayStartMs: Date.UTC(2026, 10, 23, 21),
    });
    expect(playerDay(at, 'America/New_York')).toEqual({
      day: '2026-11-22',
      nextDayStartMs: Date.UTC(2026, 10, 23, 5),
    });
  });

  it('follows a clock change at the next midnight', () => {
    // London leaves summer time on 25 October 2026 at 01:00 UTC, after local midnight (23:00 UTC).
    const at = Date.UTC(2026, 9, 24, 12);
    expect(playerDay(at, 'Europe/London')).toEqual({
      day: '2026-10-24',
      nextDayStartMs: Date.UTC(2026, 9, 24, 23),
    });
  });

  it('knows a time zone from a made-up one', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
