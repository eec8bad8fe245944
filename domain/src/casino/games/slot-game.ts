/**
 * The demo provider's five-reel slot (docs/casino.md): five reels, three rows, ten paylines, pays
 * left to right for three, four or five of a symbol on a line. Each reel stops on any of its
 * positions with equal chance; the provider draws the stops (node:crypto), everything else is this
 * pure arithmetic, so the published return to player is exact (slotExactRtp) and a simulation can
 * check it.
 */
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'cherry', 'lemon', 'grape'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** How many times each symbol stands on every reel (28 positions a reel). */
export const SLOT_SYMBOL_COUNTS: Readonly<Record<SlotSymbol, number>> = {
  seven: 1,
  bar: 2,
  bell: 3,
  plum: 4,
  cherry: 5,
  lemon: 6,
  grape: 7,
};

/** The paytable: what 3, 4 and 5 of a symbol on a line pay, in line bets. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  seven: [100, 400, 1500],
  bar: [60, 200, 600],
  bell: [40, 120, 300],
  plum: [30, 80, 200],
  cherry: [24, 60, 150],
  lemon: [16, 45, 100],
  grape: [12, 35, 80],
};

export const SLOT_ROWS = 3;
export const SLOT_REEL_COUNT = 5;

/** The ten paylines: the row (0 top) a line crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** The published return to player: the exact value of slotExactRtp, to four decimals. */
export const SLOT_PUBLISHED_RTP = 0.9634;

/** A stake is spread over every line: a whole number of minor units per line. */
export function slotLineBet(stakeMinor: number): number | null {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return null;
  return stakeMinor % SLOT_PAYLINES.length === 0 ? stakeMinor / SLOT_PAYLINES.length : null;
}

/**
 * The reels' strips: each symbol its count of times, spread by a fixed interleave so the same
 * symbol rarely stands twice in a row; each reel the strip turned by a different offset.
 */
function buildStrip(): SlotSymbol[] {
  const strip: SlotSymbol[] = [];
  const left = { ...SLOT_SYMBOL_COUNTS };
  while (strip.length < 28) {
    for (const symbol of [...SLOT_SYMBOLS].reverse()) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return strip;
}
const STRIP = buildStrip();
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [0, 5, 11, 17, 23].map((offset) =>
  STRIP.map((_, index) => STRIP[(index + offset) % STRIP.length]!),
);

/** What the reels show for their stops, three rows of each: `grid[reel][row]`. */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REELS.map((reel, index) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => reel[(stops[index]! + row) % reel.length]!),
  );
}

export interface SlotLineWin {
  readonly line: number;
  readonly symbol: SlotSymbol;
  readonly count: 3 | 4 | 5;
  /** In line bets. */
  readonly multiplier: number;
}

/** The winning lines of the reels' grid. */
export function slotLineWins(grid: readonly (readonly SlotSymbol[])[]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < SLOT_REEL_COUNT && grid[count]![rows[count]!] === first) count += 1;
    if (count >= 3) {
      const multiplier = SLOT_PAYTABLE[first][count - 3]!;
      wins.push({ line, symbol: first, count: count as 3 | 4 | 5, multiplier });
    }
  });
  return wins;
}

/** The total a spin pays, in line bets, for the reels' stops (the simulation's hot path). */
export function slotPayInLineBets(stops: readonly number[]): number {
  let total = 0;
  for (const rows of SLOT_PAYLINES) {
    const reel0 = SLOT_REELS[0]!;
    const first = reel0[(stops[0]! + rows[0]!) % reel0.length]!;
    let count = 1;
    while (count < SLOT_REEL_COUNT) {
      const reel = SLOT_REELS[count]!;
      if (reel[(stops[count]! + rows[count]!) % reel.length] !== first) break;
      count += 1;
    }
    if (count >= 3) total += SLOT_PAYTABLE[first][count - 3]!;
  }
  return total;
}

/**
 * The exact return to player: every line pays the same on average (each position of a reel shows
 * each symbol with its count's share, reels independent), so it is one line's expected pay:
 * for k of a symbol of share p, p^k·(1−p) for 3 and 4, p^5 for 5.
 */
export function slotExactRtp(): number {
  const positions = STRIP.length;
  let rtp = 0;
  for (const symbol of SLOT_SYMBOLS) {
    const p = SLOT_SYMBOL_COUNTS[symbol] / positions;
    const [three, four, five] = SLOT_PAYTABLE[symbol];
    rtp += three * p ** 3 * (1 - p) + four * p ** 4 * (1 - p) + five * p ** 5;
  }
  return rtp;
}

/** The stops of one spin, from a source of whole random numbers below a bound. */
export function drawSlotStops(randomBelow: (bound: number) => number): number[] {
  return SLOT_REELS.map((reel) => randomBelow(reel.length));
}
