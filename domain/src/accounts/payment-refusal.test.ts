import { paymentRefusalKeys } from './payment-refusal';

describe('the words for a refused money call', () => {
  it('names the limit that refused a deposit before the general refusal', () => {
    expect(
      paymentRefusalKeys({
        errorCode: 'DEPOSIT_REFUSED_BY_LIMIT',
        details: { messageKey: 'limits_deposit_limit_reached', limitType: 20 },
        messageKey: 'http_error',
      }),
    ).toEqual([
      'limits_deposit_limit_reached',
      'money_error_deposit_limit',
      'http_error',
      'money_error_unknown',
    ]);
  });

  it('puts a known code in words', () => {
    expect(paymentRefusalKeys({ errorCode: 'INSUFFICIENT_FUNDS' })[0]).toBe(
      'money_error_insufficient_funds',
    );
  });

  it("falls back to the HTTP client's text, then to a general one", () => {
    expect(paymentRefusalKeys({ messageKey: 'http_network_error' })).toEqual([
      'http_network_error',
      'money_error_unknown',
    ]);
    expect(paymentRefusalKeys(new Error('boom'))).toEqual(['money_error_unknown']);
  });
});
