import { COUPON_PROBLEM_CODES, COUPON_REFUSAL_CODES } from '@betshell/domain/betting';
import { couponFailureWords } from './coupon-failure-words';
import { refusal } from './coupon-fixture';
const DETAILS: Readonly<Record<string, unknown>> = {
  COUPON_INVALID: { problems: COUPON_PROBLEM_CODES.map((code) => ({ code })) },
  ODDS_CHANGED: { changes: [{ marketId: 1, coef: 1.5 }] },
  MARKET_CLOSED: { marketIds: [1, 2] },
  EVENT_ENDED: { marketIds: [1, 2] },
  STAKE_REFUSED_BY_LIMIT: { limitType: 11, left: 1250 },
  BONUS_MAX_STAKE: { maxStakeMinor: 50_000 },
};

const words = (error: unknown) =>
  couponFailureWords(
    error,
    (minor) => `${minor / 100} RUB`,
    (marketId) => `market ${marketId}`,
  );

describe('a refused coupon in words', () => {
  it('says every refusal of the server, each stake limit, and any other failure', () => {
    const keys = [
      ...COUPON_REFUSAL_CODES.map((code) => refusal(400, code, DETAILS[code])),
      ...[1, 2, 3, 10, 11, 12].map((limitType) =>
        refusal(400, 'STAKE_REFUSED_BY_LIMIT', { limitType, left: 1 }),
      ),
      new Error('anything'),
    ].flatMap((error) => words(error).map((one) => one.key));
    expect(keys).toContain('coupon_refusal_insufficient_funds');
    expect(keys).toContain('coupon_refusal_limit_12');
    expect(keys).toContain('coupon_problem_stake-above-max');
    expect(keys.at(-1)).toBe('coupon_refusal_unknown');
  });

  it('names the closed markets and what a limit leaves', () => {
    expect(words(refusal(400, 'MARKET_CLOSED', DETAILS['MARKET_CLOSED']))).toEqual([
      { key: 'coupon_refusal_market_closed', params: { markets: 'market 1, market 2' } },
    ]);
    expect(
      words(refusal(400, 'STAKE_REFUSED_BY_LIMIT', DETAILS['STAKE_REFUSED_BY_LIMIT'])),
    ).toEqual([{ key: 'coupon_refusal_limit_11', params: { left: '12.5 RUB' } }]);
  });

  it('says the maximum stake of the bonus being wagered, or the rule alone without it', () => {
    expect(words(refusal(400, 'BONUS_MAX_STAKE', DETAILS['BONUS_MAX_STAKE']))).toEqual([
      { key: 'coupon_refusal_bonus_max_stake_amount', params: { amount: '500 RUB' } },
    ]);
    expect(words(refusal(400, 'BONUS_MAX_STAKE', {}))).toEqual([
      { key: 'coupon_refusal_bonus_max_stake' },
    ]);
  });

  it('lists each broken rule under the refusal of an invalid coupon', () => {
    expect(
      words(refusal(400, 'COUPON_INVALID', { problems: [{ code: 'no-bets' }] })).map((w) => w.key),
    ).toEqual(['coupon_refusal_coupon_invalid', 'coupon_problem_no-bets']);
  });

  it('says the platform’s own failure (a network error) by its message key', () => {
    const offline = Object.assign(new Error('offline'), {
      status: 'network-error',
      code: 0,
      messageKey: 'network_error',
    });
    expect(words(offline)).toEqual([{ key: 'network_error' }]);
  });
});
