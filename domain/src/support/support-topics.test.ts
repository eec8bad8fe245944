import {
  isPaymentRequestSubTopic,
  paymentConsultantReference,
  paymentRequestPath,
  supportErrorKeys,
  supportMessageText,
} from './support-topics';

describe('the support rules', () => {
  it('build each step of the payment request as a path, so back goes back a step', () => {
    expect(paymentRequestPath('en')).toBe('/en/office/payment/create-request');
    expect(paymentRequestPath('ru', { topic: 'deposit' })).toBe(
      '/ru/office/payment/create-request/deposit',
    );
    expect(
      paymentRequestPath('ru', { topic: 'withdrawal', subTopic: 'not-received', transactionId: 7 }),
    ).toBe('/ru/office/payment/create-request/withdrawal/not-received/7');
  });

  it('know each payment topic’s own sub-topics only', () => {
    expect(isPaymentRequestSubTopic('deposit', 'not-credited')).toBe(true);
    expect(isPaymentRequestSubTopic('deposit', 'not-received')).toBe(false);
    expect(isPaymentRequestSubTopic('withdrawal', 'not-received')).toBe(true);
  });

  it('keep a short payment consultant reference and ignore anything else', () => {
    expect(paymentConsultantReference('1')).toBe('1');
    expect(paymentConsultantReference('agent_7-b')).toBe('agent_7-b');
    expect(paymentConsultantReference('<script>')).toBeNull();
    expect(paymentConsultantReference('x'.repeat(41))).toBeNull();
    expect(paymentConsultantReference(null)).toBeNull();
  });

  it('trim a message and refuse an empty or too long one', () => {
    expect(supportMessageText('  hi  ')).toBe('hi');
    expect(supportMessageText('   ')).toBeNull();
    expect(supportMessageText('x'.repeat(4001))).toBeNull();
    expect(supportMessageText(5)).toBeNull();
  });

  it('name a refused call’s text by its error code first', () => {
    expect(supportErrorKeys({ errorCode: 'FILE_TOO_LARGE' })).toEqual([
      'support_error_FILE_TOO_LARGE',
      'support_error_unknown',
    ]);
    expect(supportErrorKeys(new Error('offline'))).toEqual(['support_error_unknown']);
  });
});
