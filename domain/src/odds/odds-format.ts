import type { CoefViewId } from './coef-views';
import { ladderFraction } from './fractional-ladder';
import { ODDS_SCALE, oddsToMilli } from './odds';

/** `value / 100` as text with two decimals; value is already truncated toward zero. */
function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimal odds with at least two places and the third only when it is not zero: 1.5 -> 1.50. */
function decimal(milli: number): string {
  const whole = Math.trunc(milli / ODDS_SCALE);
  const fraction = String(milli % ODDS_SCALE).padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

/**
 * Odds as the player chose to see them. Every conversion works on thousandths and truncates toward
 * zero, so a shown price is never better than the stored one: American -333 for 1.3, not -334;
 * Malay -0.66 for 2.5. Fractional odds are the nearest price of the books' ladder (10/11 for 1.91,
 * fractional-ladder.ts), as a fractional player reads prices, not 91/100.
 */
export function formatOdds(coef: number, viewId: CoefViewId): string {
  const milli = oddsToMilli(coef);
  const profit = milli - ODDS_SCALE; // thousandths of the stake won on top of it
  switch (viewId) {
    case 0:
      return decimal(milli);
    case 1: {
      const fraction = ladderFraction(profit);
      return `${fraction.numerator}/${fraction.denominator}`;
    }
    case 2:
      return profit >= ODDS_SCALE
        ? `+${Math.trunc((profit * 100) / ODDS_SCALE)}`
        : `-${Math.trunc((100 * ODDS_SCALE) / profit)}`;
    case 4:
      return hundredths(Math.trunc((profit * 100) / ODDS_SCALE));
    case 5:
      return profit >= ODDS_SCALE
        ? hundredths(Math.trunc((profit * 100) / ODDS_SCALE))
        : hundredths(-Math.trunc((100 * ODDS_SCALE) / profit));
    case 6:
      return profit <= ODDS_SCALE
        ? hundredths(Math.trunc((profit * 100) / ODDS_SCALE))
        : hundredths(-Math.trunc((ODDS_SCALE * 100) / profit));
  }
}

/**
 * A multiplier of the total odds, such as the accumulator's bonus odds (1.03 for three selections):
 * the same in every view, "×1.03". It is not a price, so the views of a price do not apply: American
 * -3333 or fractional 3/100 would read as a long-odds-on bet of its own.
 */
export function formatOddsMultiplier(coef: number): string {
  return `×${decimal(oddsToMilli(coef))}`;
}
