/**
 * European roulette (docs/casino.md): one zero, 37 pockets, the classic payout table. The provider
 * draws the pocket (node:crypto); this says what each bet covers and pays.
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_KINDS = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** What a winning bet pays besides its stake back (35 to 1 for a number, ...). */
export const ROULETTE_PAYOUT: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

export interface RouletteBet {
  readonly kind: RouletteBetKind;
  /** The number for a straight bet (0 to 36), the dozen or column (1 to 3); none otherwise. */
  readonly value?: number;
  readonly stakeMinor: number;
}

/** Whether a bet is well formed: the value its kind needs, a positive whole stake. */
export function isValidRouletteBet(bet: RouletteBet): boolean {
  if (!Number.isSafeInteger(bet.stakeMinor) || bet.stakeMinor <= 0) return false;
  if (bet.kind === 'straight')
    return Number.isInteger(bet.value) && bet.value! >= 0 && bet.value! < ROULETTE_POCKETS;
  if (bet.kind === 'dozen' || bet.kind === 'column')
    return Number.isInteger(bet.value) && bet.value! >= 1 && bet.value! <= 3;
  return bet.value === undefined;
}

/** Whether the pocket wins the bet. Zero loses every bet but a straight bet on zero. */
export function rouletteCovers(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return bet.value === pocket;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return ROULETTE_RED.has(pocket);
    case 'black':
      return !ROULETTE_RED.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value;
  }
}

/** What the bets return on the pocket: each winning bet its stake and its payout. */
export function roulettePays(bets: readonly RouletteBet[], pocket: number): number {
  return bets.reduce(
    (total, bet) =>
      rouletteCovers(bet, pocket)
        ? total + bet.stakeMinor * (ROULETTE_PAYOUT[bet.kind] + 1)
        : total,
    0,
  );
}

/** The return to player of every bet on a single-zero wheel: 36/37. */
export const ROULETTE_RTP = 36 / 37;
