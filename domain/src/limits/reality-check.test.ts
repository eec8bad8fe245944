import { nextRealityCheckAtMs, realityCheckSummary } from './reality-check';

describe('reality check', () => {
  it('comes first N minutes after the session started', () => {
    expect(nextRealityCheckAtMs(0, 15, 0)).toBe(15 * 60_000);
  });

  it('keeps to the session grid whenever it is asked', () => {
    expect(nextRealityCheckAtMs(0, 15, 15 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckAtMs(0, 15, 29 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckAtMs(1_000, 5, 1_000 + 11 * 60_000)).toBe(1_000 + 15 * 60_000);
  });

  it('sums up whole minutes played and the net result', () => {
    expect(realityCheckSummary(0, 61 * 60_000 + 59_000, -500)).toEqual({
      playedMinutes: 61,
      netResultMinor: -500,
    });
  });
});
