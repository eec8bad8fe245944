import type { CouponBet } from './coupon-bet';
import { MIN_SYSTEM_VALUE } from './coupon-types';

/**
 * Ours: a system of more lines than this is not offered; C(n, k) grows fast, and each line is a bet
 * the server settles.
 */
export const MAX_SYSTEM_LINES = 1000;

/** C(n, k), the number of lines of a system k of n. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * A choice of system (section 3, System option). value: k; combo: the lines, C(n, k); offset: the
 * bankers every line holds, so a line has offset + value selections (ours: the spec names the field
 * only); minBetAmount: the least coupon stake, the minimum stake on each line.
 */
export interface SystemOption {
  readonly value: number;
  readonly offset: number;
  readonly combo: number;
  readonly minBetAmount: number;
}

/**
 * The systems a coupon offers: k from 2 up to one less than the non-bankers (k = n is an express),
 * while the lines stay within MAX_SYSTEM_LINES.
 */
export function systemOptions(bets: readonly CouponBet[], minLineStake: number): SystemOption[] {
  const bankers = bets.filter((bet) => bet.isBanker).length;
  const n = bets.length - bankers;
  const options: SystemOption[] = [];
  for (let k = MIN_SYSTEM_VALUE; k < n; k += 1) {
    const combo = combinations(n, k);
    if (combo <= MAX_SYSTEM_LINES)
      options.push({ value: k, offset: bankers, combo, minBetAmount: minLineStake * combo });
  }
  return options;
}

/** The lines of a system k: every combination of k non-bankers, each with all the bankers. */
export function systemLines<Bet extends Pick<CouponBet, 'isBanker'>>(
  bets: readonly Bet[],
  k: number,
): Bet[][] {
  const bankers = bets.filter((bet) => bet.isBanker);
  const others = bets.filter((bet) => !bet.isBanker);
  const lines: Bet[][] = [];
  const pick = (start: number, chosen: Bet[]): void => {
    if (chosen.length === k) {
      lines.push([...bankers, ...chosen]);
      return;
    }
    for (let i = start; i <= others.length - (k - chosen.length); i += 1)
      pick(i + 1, [...chosen, others[i] as Bet]);
  };
  if (k >= 1 && k <= others.length) pick(0, []);
  return lines;
}

/**
 * decisions.md: "the stake is split evenly in minor units and the remainder goes to the first line."
 */
export function splitSystemStake(amount: number, lines: number): number[] {
  if (lines <= 0) return [];
  const each = Math.floor(amount / lines);
  const stakes = new Array<number>(lines).fill(each);
  stakes[0] = each + (amount - each * lines);
  return stakes;
}
