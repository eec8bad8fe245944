import { CRASH_RTP, crashMultiplierAt, crashPayout, crashPointOf, crashTimeOf } from './crash-game';

/** Hex digits from a seeded mulberry32: the test's stand-in for the HMAC's uniform output. */
function seededHex(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return () => next().toString(16).padStart(8, '0') + next().toString(16).padStart(8, '0');
}

describe('the crash game', () => {
  it('derives the bust point from the digest alone, at least 1.00', () => {
    expect(crashPointOf('0'.repeat(64))).toBe(1);
    // r = 1/2: 0.99 / 0.5 = 1.98.
    expect(crashPointOf('8000000000000' + 'f'.repeat(51))).toBe(1.98);
    expect(() => crashPointOf('not hex')).toThrow();
  });

  it('reaches a multiplier m with a chance of 0.99 / m', () => {
    let reached2 = 0;
    let reached10 = 0;
    const rounds = 200_000;
    const digest = seededHex(7);
    for (let round = 0; round < rounds; round += 1) {
      const point = crashPointOf(digest());
      if (point >= 2) reached2 += 1;
      if (point >= 10) reached10 += 1;
    }
    expect(reached2 / rounds).toBeCloseTo(CRASH_RTP / 2, 2);
    expect(reached10 / rounds).toBeCloseTo(CRASH_RTP / 10, 2);
  });

  it('grows the multiplier with time, and reaches a point at the time it names', () => {
    expect(crashMultiplierAt(0)).toBe(1);
    expect(crashMultiplierAt(-5)).toBe(1);
    for (const point of [1.01, 1.5, 2, 10, 100])
      expect(crashMultiplierAt(crashTimeOf(point))).toBeGreaterThanOrEqual(point);
    expect(crashMultiplierAt(crashTimeOf(2) - 50)).toBeLessThan(2);
  });

  it('pays the stake times the multiplier, floored to a minor unit', () => {
    expect(crashPayout(1_000, 1.57)).toBe(1_570);
    expect(crashPayout(333, 2.01)).toBe(669);
  });
});
