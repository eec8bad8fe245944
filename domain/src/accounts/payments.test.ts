import {
  FIRST_DEPOSIT_BONUS_CAP_MINOR,
  MAX_PAYMENT_MINOR,
  firstDepositBonusAvailable,
  firstDepositBonusMinor,
  paymentAmountProblem,
} from './payments';

describe('payments', () => {
  it('accepts only positive whole amounts up to the largest single payment', () => {
    expect(paymentAmountProblem(1)).toBeNull();
    expect(paymentAmountProblem(MAX_PAYMENT_MINOR)).toBeNull();
    expect(paymentAmountProblem(MAX_PAYMENT_MINOR + 1)).toBe('too-large');
    expect(paymentAmountProblem(0)).toBe('not-positive');
    expect(paymentAmountProblem(-3)).toBe('not-positive');
    expect(paymentAmountProblem(1.5)).toBe('not-a-whole-number');
    expect(paymentAmountProblem(Number.NaN)).toBe('not-a-whole-number');
  });

  it('offers the first deposit bonus to a player who chose a bonus, until a deposit completes', () => {
    expect(firstDepositBonusAvailable(1, 0)).toBe(true);
    expect(firstDepositBonusAvailable(2, 0)).toBe(true);
    expect(firstDepositBonusAvailable(0, 0)).toBe(false);
    expect(firstDepositBonusAvailable(1, 1)).toBe(false);
  });

  it('matches the first deposit up to the cap', () => {
    expect(firstDepositBonusMinor(3000)).toBe(3000);
    expect(firstDepositBonusMinor(FIRST_DEPOSIT_BONUS_CAP_MINOR * 3)).toBe(
      FIRST_DEPOSIT_BONUS_CAP_MINOR,
    );
  });
});
