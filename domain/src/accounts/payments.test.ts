import { MAX_PAYMENT_MINOR, paymentAmountProblem } from './payments';

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
});
