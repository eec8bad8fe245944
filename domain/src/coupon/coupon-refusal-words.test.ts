import { couponProblemWords, couponRefusalOf, couponRefusalWords } from './coupon-refusal-words';

const money = (minor: number) => `${minor / 100} RUB`;
const name = (marketId: number) => `market ${marketId}`;

describe('a coupon refusal', () => {
  it('is read from the platform’s failure by the body’s error code, not the HTTP status', () => {
    expect(
      couponRefusalOf({ code: 400, errorCode: 'INSUFFICIENT_FUNDS', details: undefined }),
    ).toEqual({ code: 'INSUFFICIENT_FUNDS', details: undefined });
    expect(couponRefusalOf({ code: 500, errorCode: 'INTERNAL' })).toBeNull();
    expect(couponRefusalOf('boom')).toBeNull();
  });

  it('says which limit a stake broke and what it leaves', () => {
    expect(
      couponRefusalWords(
        { code: 'STAKE_REFUSED_BY_LIMIT', details: { limitType: 1, left: 2500 } },
        money,
        name,
      ),
    ).toEqual([{ key: 'coupon_refusal_limit_1', params: { left: '25 RUB' } }]);
  });

  it('falls back to the general limit text for a limit type it does not name', () => {
    expect(
      couponRefusalWords(
        { code: 'STAKE_REFUSED_BY_LIMIT', details: { limitType: 37, left: 0 } },
        money,
        name,
      )[0]?.key,
    ).toBe('coupon_refusal_limit');
  });

  it('names the closed markets', () => {
    expect(
      couponRefusalWords({ code: 'MARKET_CLOSED', details: { marketIds: [4, 5] } }, money, name),
    ).toEqual([{ key: 'coupon_refusal_market_closed', params: { markets: 'market 4, market 5' } }]);
  });

  it('names the selections whose game is past its scheduled end', () => {
    expect(
      couponRefusalWords({ code: 'EVENT_ENDED', details: { marketIds: [6] } }, money, name),
    ).toEqual([{ key: 'coupon_refusal_event_ended', params: { markets: 'market 6' } }]);
  });
});

describe('a problem of the coupon in words', () => {
  it('says the least stake when the stake is under it, in the player’s money', () => {
    expect(couponProblemWords({ code: 'stake-below-min', min: 1000 }, money)).toEqual({
      key: 'coupon_problem_stake-below-min_amount',
      params: { amount: '10 RUB' },
    });
  });

  it('says the largest stake when the stake is over it', () => {
    expect(couponProblemWords({ code: 'stake-above-max', max: 10_000_000 }, money)).toEqual({
      key: 'coupon_problem_stake-above-max_amount',
      params: { amount: '100000 RUB' },
    });
  });

  it('says the minimum of a coupon the server refused as invalid', () => {
    expect(
      couponRefusalWords(
        { code: 'COUPON_INVALID', details: { problems: [{ code: 'stake-below-min', min: 20 }] } },
        money,
        name,
      ),
    ).toEqual([
      { key: 'coupon_refusal_coupon_invalid' },
      { key: 'coupon_problem_stake-below-min_amount', params: { amount: '0.2 RUB' } },
    ]);
  });

  it('keeps the plain text when it has no amount to say', () => {
    expect(couponProblemWords({ code: 'stake-below-min' })).toEqual({
      key: 'coupon_problem_stake-below-min',
    });
    expect(couponProblemWords({ code: 'no-bets' }, money)).toEqual({
      key: 'coupon_problem_no-bets',
    });
  });
});
