import { initialCouponAmount, quickStakes, stakeStep, stepStake } from './currency-amounts';

describe('initial coupon amounts and stake steps', () => {
  it.each([
    ['RUB', 15000],
    ['USD', 500],
    ['EUR', 500],
    ['UAH', 5000],
    ['KZT', 100000],
    ['INR', 30000],
    ['NGN', 100000],
    ['JPY', 150], // no JPY amount in the spec: RUB's 150, in yen
    ['GBP', 15000], // not a site currency: RUB's
  ])('starts a %s coupon at %p minor units', (currency, amount) => {
    expect(initialCouponAmount(currency)).toBe(amount);
  });

  it.each([
    ['RUB', 10000],
    ['USD', 250],
    ['EUR', 250],
    ['UAH', 5000],
    ['KZT', 50000],
    ['INR', 10000],
    ['NGN', 10000],
    ['JPY', 500],
    ['XXX', 10000],
  ])('steps a %s stake by %p minor units by default', (currency, step) => {
    expect(stakeStep(currency)).toBe(step);
  });

  it("uses the player's own step only when the manual step is on and set for that currency", () => {
    const steps = { USD: 1000 };
    expect(stakeStep('USD', { isManualAmountStep: true, amountStepByCurrencyIso: steps })).toBe(
      1000,
    );
    expect(stakeStep('USD', { isManualAmountStep: false, amountStepByCurrencyIso: steps })).toBe(
      250,
    );
    expect(stakeStep('EUR', { isManualAmountStep: true, amountStepByCurrencyIso: steps })).toBe(
      250,
    );
    expect(
      stakeStep('USD', { isManualAmountStep: true, amountStepByCurrencyIso: { USD: 0 } }),
    ).toBe(250);
  });

  it('steps a stake up and down, never below nothing', () => {
    expect(stepStake(15000, 10000, 'up')).toBe(25000);
    expect(stepStake(15000, 10000, 'down')).toBe(5000);
    expect(stepStake(5000, 10000, 'down')).toBe(0);
  });
});

describe('quick stakes', () => {
  it('are multiples of the currency’s stake step', () => {
    expect(quickStakes('RUB')).toEqual([10_000, 20_000, 50_000, 100_000]);
    expect(quickStakes('USD')).toEqual([250, 500, 1250, 2500]);
  });

  it('follow the player’s own step', () => {
    expect(
      quickStakes('RUB', { isManualAmountStep: true, amountStepByCurrencyIso: { RUB: 5000 } }),
    ).toEqual([5000, 10_000, 25_000, 50_000]);
  });
});
