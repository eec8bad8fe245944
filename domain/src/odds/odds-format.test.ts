import { isOfferedCoefView, OFFERED_COEF_VIEW_IDS } from './coef-views';
import { FRACTIONAL_LADDER } from './fractional-ladder';
import { formatOdds, formatOddsMultiplier } from './odds-format';

describe('formatOdds', () => {
  // Known values of the usual odds tables; where a value is a repeating fraction the shown one is
  // truncated toward zero (never a better price than the stored one); fractional odds are the
  // nearest price of the books' ladder.
  it.each([
    [1.5, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
    [2, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    [2.5, '2.50', '6/4', '+150', '1.50', '1.50', '-0.66'],
    [1.875, '1.875', '10/11', '-114', '0.87', '-1.14', '0.87'],
    [1.3, '1.30', '3/10', '-333', '0.30', '-3.33', '0.30'],
    [3.25, '3.25', '9/4', '+225', '2.25', '2.25', '-0.44'],
    [11, '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10'],
    [1.01, '1.01', '1/100', '-10000', '0.01', '-100.00', '0.01'],
    [1.909, '1.909', '10/11', '-110', '0.90', '-1.10', '0.90'],
    [2.375, '2.375', '11/8', '+137', '1.37', '1.37', '-0.72'],
  ])(
    'shows %p as decimal %p, fractional %p, American %p, Hong Kong %p, Indonesian %p, Malay %p',
    (coef, dec, frac, us, hk, indo, malay) => {
      expect(formatOdds(coef, 0)).toBe(dec);
      expect(formatOdds(coef, 1)).toBe(frac);
      expect(formatOdds(coef, 2)).toBe(us);
      expect(formatOdds(coef, 4)).toBe(hk);
      expect(formatOdds(coef, 5)).toBe(indo);
      expect(formatOdds(coef, 6)).toBe(malay);
    },
  );

  it.each([
    [1.91, '10/11'],
    [1.911, '10/11'],
    [2.388, '11/8'],
    [1.667, '4/6'],
    [4.333, '100/30'],
    [2.025, '1/1'], // as near 1/1 as 21/20: the shorter price
    [2.026, '21/20'],
    [1.001, '1/1000'], // under the ladder: the exact fraction
    [2001, '2000/1'], // over the ladder: the exact fraction
  ])('shows %p as the fractional %p', (coef, fraction) => {
    expect(formatOdds(coef, 1)).toBe(fraction);
  });

  it('shows every price of the fractional ladder as itself, the ladder shortest first', () => {
    let before = 0;
    for (const { numerator, denominator } of FRACTIONAL_LADDER) {
      expect(numerator / denominator).toBeGreaterThan(before);
      before = numerator / denominator;
      const coef = Math.round((1 + numerator / denominator) * 1000) / 1000;
      expect(formatOdds(coef, 1)).toBe(`${numerator}/${denominator}`);
    }
  });

  it('offers views 0, 1, 2, 4, 5 and 6 and not 14, 15 or 16', () => {
    expect(OFFERED_COEF_VIEW_IDS).toEqual([0, 1, 2, 4, 5, 6]);
    for (const id of [14, 15, 16, 3, 7]) expect(isOfferedCoefView(id)).toBe(false);
    for (const id of OFFERED_COEF_VIEW_IDS) expect(isOfferedCoefView(id)).toBe(true);
  });
});

describe('formatOddsMultiplier', () => {
  it.each([
    [1.03, '×1.03'],
    [1.1, '×1.10'],
    [1.095, '×1.095'],
  ])('shows the bonus odds %p as the multiplier %p, whatever the view of prices', (coef, text) => {
    expect(formatOddsMultiplier(coef)).toBe(text);
  });
});
