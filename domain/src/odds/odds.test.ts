import { isValidOdds, multiplyOdds, oddsToMilli, payout, totalOdds, truncateProduct } from './odds';

describe('odds', () => {
  it.each([
    [1.875, 1875],
    [1.1, 1100],
    [2.05, 2050],
    [1.001, 1001],
  ])('keeps %p as %p thousandths', (coef, milli) => {
    expect(oddsToMilli(coef)).toBe(milli);
  });

  it.each([
    [1.5, true],
    [1.001, true],
    [10000, true],
    [1, false],
    [0.5, false],
    [1.2345, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [10000.001, false],
  ])('judges %p a valid price: %p', (coef, valid) => {
    expect(isValidOdds(coef)).toBe(valid);
  });

  it('multiplies odds exactly, where floats drift', () => {
    // 1.1 * 1.1 * 1.1 in floats is 1.3310000000000004
    expect(multiplyOdds([1.1, 1.1, 1.1])).toEqual({
      numerator: BigInt(1331000000),
      denominator: BigInt(1000000000),
    });
  });

  it.each([
    [[1.5, 2.0], 3],
    [[1.85, 1.85], 3.422], // 3.4225 truncated
    [[1.333, 1.333, 1.333], 2.368], // 2.368593037
    [[1.999, 1.999], 3.996], // 3.996001
    [[2.5], 2.5],
  ])('truncates the total of %p to %p, never rounding up', (coefs, total) => {
    expect(totalOdds(coefs)).toBe(total);
  });

  it('truncates a product given as a fraction', () => {
    expect(truncateProduct({ numerator: BigInt(19999), denominator: BigInt(10000) })).toBe(1.999);
  });

  it.each([
    [10000, [1.85], 18500],
    [15000, [1.85, 1.85], 51337], // 513.375 RUB truncated to kopecks
    [333, [1.333], 443], // 443.889
    [1, [1.999], 1],
    [0, [3], 0],
  ])('pays %p minor units at %p as %p, truncated', (stake, coefs, win) => {
    expect(payout(stake, coefs)).toBe(win);
  });
});
