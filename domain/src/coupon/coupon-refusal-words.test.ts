import { couponRefusalOf, couponRefusalWords } from './coupon-refusal-words';

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
