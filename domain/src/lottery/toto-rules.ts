/**
 * Toto (spec/shell.md section 2.3, the toto pages): a pool of fifteen matches, a pick of 1, X or 2
 * for each. A coupon may pick two or three outcomes of a match; it then plays every combination of
 * its picks, each at the draw's base stake. The stakes of a draw form its pool; the operator keeps
 * its share and the rest is split among the winning categories, as a toto operator does. The
 * categories, their shares and the operator's share are ours; the spec names only the pages.
 */

/** The matches of one toto draw. */
export const TOTO_MATCHES = 15;

export const TOTO_OUTCOMES = ['1', 'X', '2'] as const;
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number];

/** A match's result: an outcome, or cancelled (a match not played counts as guessed by every pick). */
export type TotoResult = TotoOutcome | 'cancelled';

/** The operator's share of a pool, in per cent. */
export const TOTO_OPERATOR_SHARE_PERCENT = 25;

/**
 * The winning categories by correct picks, each with its share of the prize fund (what the operator
 * leaves of the pool), in per cent; they add up to 100. A category nobody wins carries its share
 * to the next draw's jackpot.
 */
export const TOTO_CATEGORIES: readonly {
  readonly correct: number;
  readonly sharePercent: number;
}[] = [
  { correct: 15, sharePercent: 40 },
  { correct: 14, sharePercent: 20 },
  { correct: 13, sharePercent: 15 },
  { correct: 12, sharePercent: 15 },
  { correct: 11, sharePercent: 10 },
];

/** The most combinations one coupon may play (3^8 = 6,561: eight matches with every outcome). */
export const TOTO_MAX_COMBINATIONS = 6561;

/** A coupon's picks: for each match, the outcomes it plays, written as one string ("1", "1X", "1X2"). */
export type TotoPicks = readonly string[];

export type TotoPicksProblem = 'wrong-match-count' | 'empty-pick' | 'unknown-outcome' | 'too-many';

/** The outcomes of one match's pick, in the order 1, X, 2, or null when the pick is not valid. */
export function pickOutcomes(pick: string): TotoOutcome[] | null {
  const chosen = TOTO_OUTCOMES.filter((outcome) => pick.includes(outcome));
  if (chosen.length === 0 || chosen.length !== pick.length) return null;
  return chosen;
}

/** What is wrong with a coupon's picks, or null when it can be bought. */
export function totoPicksProblem(picks: TotoPicks): TotoPicksProblem | null {
  if (picks.length !== TOTO_MATCHES) return 'wrong-match-count';
  if (picks.some((pick) => pick === '')) return 'empty-pick';
  if (picks.some((pick) => pickOutcomes(pick) === null)) return 'unknown-outcome';
  if (totoCombinations(picks) > TOTO_MAX_COMBINATIONS) return 'too-many';
  return null;
}

/** How many combinations the picks play: the product of the outcomes picked per match. */
export function totoCombinations(picks: TotoPicks): number {
  return picks.reduce((product, pick) => product * pick.length, 1);
}

/** What a coupon costs: its combinations times the draw's base stake (minor units). */
export function totoCouponCost(picks: TotoPicks, baseStakeMinor: number): number {
  return totoCombinations(picks) * baseStakeMinor;
}

/**
 * How many of a coupon's combinations have exactly k correct picks, for k = 0..15 (index k). Each
 * match multiplies the count polynomial by (hits·x + misses): a pick that holds the result has one
 * hit and the rest misses; a cancelled match is a hit for every outcome picked.
 */
export function combinationsByCorrect(picks: TotoPicks, results: readonly TotoResult[]): number[] {
  let counts = [1];
  picks.forEach((pick, index) => {
    const result = results[index];
    const hits = result === 'cancelled' ? pick.length : pick.includes(result ?? '') ? 1 : 0;
    const misses = pick.length - hits;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((count, correct) => {
      next[correct] = (next[correct] ?? 0) + count * misses;
      next[correct + 1] = (next[correct + 1] ?? 0) + count * hits;
    });
    counts = next;
  });
  while (counts.length <= TOTO_MATCHES) counts.push(0);
  return counts;
}

/** One category of a settled draw. */
export interface TotoCategoryPayout {
  readonly correct: number;
  /** The winning combinations of the category. */
  readonly winners: number;
  /** The category's share of the fund (minor units). */
  readonly fundMinor: number;
  /** What each winning combination gets: the fund split evenly, rounded down. */
  readonly perCombinationMinor: number;
}

export interface TotoPoolSplit {
  /** The stakes of the draw plus the jackpot it carried in. */
  readonly poolMinor: number;
  readonly operatorMinor: number;
  readonly categories: readonly TotoCategoryPayout[];
  /** The fund of categories nobody won and what rounding left: the next draw's jackpot. */
  readonly carriedMinor: number;
}

/**
 * Splits a draw's pool (stakes plus the jackpot carried in): the operator takes its share, each
 * category its share of the rest, split evenly among its winning combinations; what nobody won
 * and the rounding's remainder carry to the next draw.
 */
export function splitTotoPool(
  stakesMinor: number,
  jackpotInMinor: number,
  winnersByCorrect: ReadonlyMap<number, number>,
): TotoPoolSplit {
  const operatorMinor = Math.floor((stakesMinor * TOTO_OPERATOR_SHARE_PERCENT) / 100);
  const poolMinor = stakesMinor + jackpotInMinor;
  const fundMinor = poolMinor - operatorMinor;
  let paidMinor = 0;
  const categories = TOTO_CATEGORIES.map(({ correct, sharePercent }) => {
    const categoryFund = Math.floor((fundMinor * sharePercent) / 100);
    const winners = winnersByCorrect.get(correct) ?? 0;
    const perCombinationMinor = winners === 0 ? 0 : Math.floor(categoryFund / winners);
    paidMinor += perCombinationMinor * winners;
    return { correct, winners, fundMinor: categoryFund, perCombinationMinor };
  });
  return { poolMinor, operatorMinor, categories, carriedMinor: fundMinor - paidMinor };
}

/** What one coupon wins under a split: each of its combinations paid by its category. */
export function totoCouponPayout(
  picks: TotoPicks,
  results: readonly TotoResult[],
  split: Pick<TotoPoolSplit, 'categories'>,
): { readonly payoutMinor: number; readonly bestCorrect: number } {
  const counts = combinationsByCorrect(picks, results);
  let payoutMinor = 0;
  for (const category of split.categories)
    payoutMinor += (counts[category.correct] ?? 0) * category.perCombinationMinor;
  const bestCorrect = counts.reduce((best, count, correct) => (count > 0 ? correct : best), 0);
  return { payoutMinor, bestCorrect };
}

/** Whether a draw's results are complete: every match has a result. */
export function totoResultsComplete(results: readonly (TotoResult | null)[]): boolean {
  return results.length === TOTO_MATCHES && results.every((result) => result !== null);
}

/**
 * The base stake of toto and lotto per currency, in major units: one toto combination, and the
 * unit a lottery's ticket price counts in. Ours; RUB's figure for a currency not listed.
 */
export const LOTTERY_BASE_STAKES: Readonly<Record<string, number>> = {
  RUB: 50,
  USD: 1,
  EUR: 1,
  UAH: 20,
  KZT: 300,
  INR: 50,
  NGN: 500,
  JPY: 100,
};

const MINOR_PER_MAJOR: Readonly<Record<string, number>> = { JPY: 1 };
/** A currency the table does not list pays RUB's figure, as the coupon's amounts do. */
const FALLBACK_BASE_STAKE = 50;

/** `units` base stakes of a currency, in its minor units. */
export function lotteryStakeMinor(currency: string, units = 1): number {
  const major = LOTTERY_BASE_STAKES[currency] ?? FALLBACK_BASE_STAKE;
  return Math.round(major * units * (MINOR_PER_MAJOR[currency] ?? 100));
}
