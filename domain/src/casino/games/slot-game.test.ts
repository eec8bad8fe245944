import {
  SLOT_PAYLINES,
  SLOT_PUBLISHED_RTP,
  SLOT_REELS,
  SLOT_SYMBOL_COUNTS,
  drawSlotStops,
  slotExactRtp,
  slotLineBet,
  slotLineWins,
  slotPayInLineBets,
  slotWindow,
} from './slot-game';

/**
 * The simulation's own random numbers: mulberry32, seeded, so the run is the same every time and
 * fast. The provider draws its stops with node:crypto's randomInt; only this test uses a seed.
 */
function seededBelow(seed: number) {
  let state = seed >>> 0;
  return (bound: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

describe('the five-reel slot', () => {
  it('publishes the return to player its paytable and reels give, to four decimals', () => {
    expect(slotExactRtp()).toBeCloseTo(SLOT_PUBLISHED_RTP, 4);
    for (const reel of SLOT_REELS) {
      for (const [symbol, count] of Object.entries(SLOT_SYMBOL_COUNTS))
        expect(reel.filter((one) => one === symbol)).toHaveLength(count);
    }
  });

  it('returns the published RTP within 0.5 % over two million simulated spins', () => {
    const below = seededBelow(20261127);
    const spins = 2_000_000;
    let paid = 0;
    for (let spin = 0; spin < spins; spin += 1) paid += slotPayInLineBets(drawSlotStops(below));
    const rtp = paid / (spins * SLOT_PAYLINES.length);
    expect(Math.abs(rtp - SLOT_PUBLISHED_RTP)).toBeLessThan(0.005);
  });

  it('pays three, four or five of a symbol from the left on a line, in line bets', () => {
    const window = [
      ['bell', 'seven', 'grape'],
      ['bell', 'seven', 'lemon'],
      ['bell', 'seven', 'grape'],
      ['bell', 'plum', 'lemon'],
      ['cherry', 'plum', 'lemon'],
    ] as const;
    const wins = slotLineWins(window.map((reel) => [...reel]));
    expect(wins).toEqual(
      [
        { line: 1, symbol: 'bell', count: 4, multiplier: 120 },
        { line: 0, symbol: 'seven', count: 3, multiplier: 100 },
      ].sort((a, b) => a.line - b.line),
    );
    // The window of stops and the fast sum agree.
    const stops = [3, 9, 14, 20, 27];
    expect(slotLineWins(slotWindow(stops)).reduce((sum, win) => sum + win.multiplier, 0)).toBe(
      slotPayInLineBets(stops),
    );
  });

  it('takes stakes that spread evenly over its ten lines', () => {
    expect(slotLineBet(100)).toBe(10);
    expect(slotLineBet(105)).toBeNull();
    expect(slotLineBet(0)).toBeNull();
  });
});
