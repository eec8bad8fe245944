import { ODDS_SCALE } from './odds';

/** A fractional price as books write it: the profit on `denominator` staked is `numerator`. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * The fractional prices books quote, shortest first (the usual UK ladder). Books write some of
 * them unreduced (4/6, 6/4, 100/30, 85/40, 95/40) and players know them so; they stay so here.
 */
const LADDER_TEXT = `
  1/100 1/80 1/66 1/50 1/40 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 1/7 1/6 1/5 2/9 1/4
  2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8
  6/4 13/8 7/4 15/8 2/1 85/40 9/4 95/40 5/2 11/4 3/1 100/30 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2
  8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1
  125/1 150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1`;

export const FRACTIONAL_LADDER: readonly Fraction[] = LADDER_TEXT.trim()
  .split(/\s+/)
  .map((text) => {
    const [numerator, denominator] = text.split('/').map(Number);
    return { numerator: numerator ?? 0, denominator: denominator ?? 1 };
  });

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The exact reduced fraction of a profit in thousandths of the stake: 875 -> 7/8. */
function exactFraction(profitMilli: number): Fraction {
  const divisor = gcd(profitMilli, ODDS_SCALE);
  return { numerator: profitMilli / divisor, denominator: ODDS_SCALE / divisor };
}

/** Whether ladder price a is nearer the profit than b: |n/d - p/1000| compared in integers. */
function nearer(a: Fraction, b: Fraction, profitMilli: number): boolean {
  const offA = Math.abs(a.numerator * ODDS_SCALE - profitMilli * a.denominator);
  const offB = Math.abs(b.numerator * ODDS_SCALE - profitMilli * b.denominator);
  return offA * b.denominator < offB * a.denominator;
}

/**
 * The fractional price of a profit (thousandths of the stake) as books show it: the nearest price
 * of the ladder (1.91 -> 10/11, 2.388 -> 11/8), the shorter one when two are as near, so a tie
 * never shows the better price. Outside the ladder (below 1/100, above 1000/1) the exact reduced
 * fraction: 1.001 -> 1/1000, 2001 -> 2000/1; the ladder's ends would misstate those by far.
 */
export function ladderFraction(profitMilli: number): Fraction {
  const first = FRACTIONAL_LADDER[0];
  const last = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1];
  if (first === undefined || last === undefined) return exactFraction(profitMilli);
  if (
    profitMilli * first.denominator < first.numerator * ODDS_SCALE ||
    profitMilli * last.denominator > last.numerator * ODDS_SCALE
  )
    return exactFraction(profitMilli);
  let best = first;
  for (const step of FRACTIONAL_LADDER) if (nearer(step, best, profitMilli)) best = step;
  return best;
}
