import { inactivityLimitMs, sessionEndReason, sessionEndsAtMs } from './session-expiry';

const limits = { inactivityMs: inactivityLimitMs(30), absoluteMs: 12 * 3_600_000 };

describe('the end of a session', () => {
  it('comes after the configured minutes of inactivity', () => {
    const session = { createdAtMs: 0, lastActiveAtMs: 60_000 };

    expect(inactivityLimitMs(30)).toBe(1_800_000);
    expect(sessionEndReason(session, limits, 60_000 + 1_799_999)).toBeNull();
    expect(sessionEndReason(session, limits, 60_000 + 1_800_000)).toBe('inactivity');
  });

  it('comes at the absolute lifetime, however active the player', () => {
    const session = { createdAtMs: 0, lastActiveAtMs: 12 * 3_600_000 - 1 };

    expect(sessionEndReason(session, limits, 12 * 3_600_000)).toBe('expired');
  });

  it('never comes by inactivity when the config says 0 minutes', () => {
    const session = { createdAtMs: 0, lastActiveAtMs: 0 };
    const noIdle = { ...limits, inactivityMs: 0 };

    expect(sessionEndReason(session, noIdle, 11 * 3_600_000)).toBeNull();
    expect(sessionEndsAtMs(session, noIdle)).toBe(12 * 3_600_000);
  });

  it('is foreseen at the earlier of the two limits', () => {
    expect(sessionEndsAtMs({ createdAtMs: 0, lastActiveAtMs: 1000 }, limits)).toBe(1_801_000);
    expect(sessionEndsAtMs({ createdAtMs: 0, lastActiveAtMs: 12 * 3_600_000 }, limits)).toBe(
      12 * 3_600_000,
    );
  });
});
