import { isCouponRefusalCode } from './coupon-refusal';

describe('a coupon refusal code', () => {
  it('is one the coupon parcel can put in words', () => {
    expect(isCouponRefusalCode('ODDS_CHANGED')).toBe(true);
    expect(isCouponRefusalCode('INSUFFICIENT_FUNDS')).toBe(true);
  });

  it('is not any other error code of the site', () => {
    expect(isCouponRefusalCode('DEPOSIT_LIMIT_EXCEEDED')).toBe(false);
    expect(isCouponRefusalCode(undefined)).toBe(false);
  });
});
