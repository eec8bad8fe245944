import { stakeLimitsFor } from './stake-limits';

describe('stake limits per currency', () => {
  it('gives the least and largest stake in minor units of the currency', () => {
    expect(stakeLimitsFor('RUB')).toMatchObject({ minBetAmount: 1000, maxBetAmount: 10_000_000 });
    expect(stakeLimitsFor('USD')).toMatchObject({ minBetAmount: 20, maxBetAmount: 100_000 });
  });

  it('counts the yen in whole yen, having no minor unit', () => {
    expect(stakeLimitsFor('JPY')).toMatchObject({ minBetAmount: 20, maxBetAmount: 150_000 });
  });

  it("falls back to the rouble's limits for a currency it does not know", () => {
    expect(stakeLimitsFor('GBP')).toEqual(stakeLimitsFor('RUB'));
  });

  it('bounds every coupon type', () => {
    expect(stakeLimitsFor('EUR').couponTypesWithMaxAmount).toEqual([0, 1, 2, 4, 10]);
    expect(stakeLimitsFor('EUR').couponTypesWithMinAmount).toEqual([0, 1, 2, 4, 10]);
  });
});
