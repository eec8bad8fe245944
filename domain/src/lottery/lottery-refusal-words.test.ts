import { lotteryRefusalWords } from './lottery-refusal-words';

const money = (minor: number) => `${minor / 100} ₽`;

describe('lotteryRefusalWords', () => {
  it('names a wagering or loss limit and what it leaves', () => {
    const failure = {
      status: 'http-error',
      code: 400,
      errorCode: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 10, left: 5_000 },
      messageKey: 'http_error_request',
    };
    expect(lotteryRefusalWords(failure, money)).toEqual({
      key: 'lottery_refusal_limit_10',
      params: { left: '50 ₽' },
    });
    expect(lotteryRefusalWords({ ...failure, details: { limitType: 99, left: 0 } }, money)).toEqual(
      { key: 'lottery_refusal_limit', params: { left: '0 ₽' } },
    );
  });

  it('says self-exclusion, a spent session limit, too little money and a closed draw', () => {
    const words = ['SELF_EXCLUDED', 'SESSION_LIMIT_SPENT', 'INSUFFICIENT_FUNDS', 'DRAW_CLOSED'].map(
      (errorCode) => lotteryRefusalWords({ errorCode, messageKey: 'http_error_forbidden' }, money),
    );
    expect(words.map((one) => one.key)).toEqual([
      'lottery_refusal_self_excluded',
      'lottery_refusal_session_limit',
      'lottery_refusal_insufficient_funds',
      'lottery_refusal_draw_closed',
    ]);
  });

  it("keeps the platform's text for any other failure, and the page's for a thrown error", () => {
    expect(
      lotteryRefusalWords({ errorCode: 'X', messageKey: 'http_error_network_error' }, money),
    ).toEqual({ key: 'http_error_network_error' });
    expect(lotteryRefusalWords(new Error('boom'), money)).toEqual({ key: 'lottery_error' });
  });
});
