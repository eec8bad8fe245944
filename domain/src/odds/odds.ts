/**
 * Decimal odds (decisions.md, Coupon): stored with three places, so every computation here works on
 * thousandths as integers, and products as exact big integers: a float product of twenty odds would
 * drift, and a total or a win must never be rounded up.
 */
export const ODDS_SCALE = 1000;
/** The lowest decimal odds a market may have (ours): odds of 1 or less pay nothing. */
export const MIN_ODDS = 1.001;
/** The highest decimal odds a market may have (ours): a guard against typing errors in a feed. */
export const MAX_ODDS = 10_000;

/** Odds as integer thousandths: 1.875 -> 1875. */
export function oddsToMilli(coef: number): number {
  return Math.round(coef * ODDS_SCALE);
}

export function milliToOdds(milli: number): number {
  return milli / ODDS_SCALE;
}

/** Finite, within MIN_ODDS..MAX_ODDS and with at most three decimal places. */
export function isValidOdds(coef: number): boolean {
  if (!Number.isFinite(coef) || coef < MIN_ODDS || coef > MAX_ODDS) return false;
  return Math.abs(coef * ODDS_SCALE - oddsToMilli(coef)) < 1e-6;
}

/** An exact product of odds: numerator / 1000^count. */
export interface OddsProduct {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export function multiplyOdds(coefs: readonly number[]): OddsProduct {
  let numerator = BigInt(1);
  let denominator = BigInt(1);
  for (const coef of coefs) {
    numerator *= BigInt(oddsToMilli(coef));
    denominator *= BigInt(ODDS_SCALE);
  }
  return { numerator, denominator };
}

/** The product as decimal odds truncated to three places (never rounded up). */
export function truncateProduct(product: OddsProduct): number {
  const milli = (product.numerator * BigInt(ODDS_SCALE)) / product.denominator;
  return Number(milli) / ODDS_SCALE;
}

/** The total odds of selections that must all win, truncated to three places. */
export function totalOdds(coefs: readonly number[]): number {
  return truncateProduct(multiplyOdds(coefs));
}

/** What a stake (minor units) returns at these odds, truncated to whole minor units. */
export function payout(stakeMinor: number, coefs: readonly number[]): number {
  const product = multiplyOdds(coefs);
  return Number((BigInt(stakeMinor) * product.numerator) / product.denominator);
}
