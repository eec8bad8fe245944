import { paymentIdOf, paymentResultNotice } from './payment-result-notice';

describe('a payment result notice', () => {
  it('reads the outcome and the payment of a message', () => {
    expect(paymentResultNotice({ outcome: 'success', paymentId: 9 })).toEqual({
      outcome: 'success',
      paymentId: 9,
    });
    expect(paymentResultNotice({ outcome: 'cancel' })).toEqual({
      outcome: 'cancel',
      paymentId: null,
    });
  });

  it('is nothing for a message that is not one', () => {
    expect(paymentResultNotice(null)).toBeNull();
    expect(paymentResultNotice('success')).toBeNull();
    expect(paymentResultNotice({ outcome: 'paid', paymentId: 9 })).toBeNull();
  });

  it("takes the payment id of the result page's address only when it is a number", () => {
    expect(paymentIdOf('44')).toBe(44);
    expect(paymentIdOf('4x')).toBeNull();
    expect(paymentIdOf(null)).toBeNull();
  });
});
