import { isOfferedCoefView, OFFERED_COEF_VIEW_IDS } from './coef-views';
import { formatOdds } from './odds-format';

describe('formatOdds', () => {
  // Known values of the usual odds tables; where a value is a repeating fraction the shown one is
  // truncated toward zero (never a better price than the stored one).
  it.each([
    [1.5, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
    [2, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    [2.5, '2.50', '3/2', '+150', '1.50', '1.50', '-0.66'],
    [1.875, '1.875', '7/8', '-114', '0.87', '-1.14', '0.87'],
    [1.3, '1.30', '3/10', '-333', '0.30', '-3.33', '0.30'],
    [3.25, '3.25', '9/4', '+225', '2.25', '2.25', '-0.44'],
    [11, '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10'],
    [1.01, '1.01', '1/100', '-10000', '0.01', '-100.00', '0.01'],
    [1.909, '1.909', '909/1000', '-110', '0.90', '-1.10', '0.90'],
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

  it('offers views 0, 1, 2, 4, 5 and 6 and not 14, 15 or 16', () => {
    expect(OFFERED_COEF_VIEW_IDS).toEqual([0, 1, 2, 4, 5, 6]);
    for (const id of [14, 15, 16, 3, 7]) expect(isOfferedCoefView(id)).toBe(false);
    for (const id of OFFERED_COEF_VIEW_IDS) expect(isOfferedCoefView(id)).toBe(true);
  });
});
