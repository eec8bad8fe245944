import { DEFAULT_COUPON_SITE_OPTIONS } from './coupon-site-options';
import { autoMaxStake, couponStakeLimits } from './coupon-stake-limits';
import { stakeLimitsFor } from './stake-limits';

describe('the coupon stake limits', () => {
  it('are the amounts the server judges by, in minor units, with the site’s coupon types', () => {
    expect(couponStakeLimits('USD', DEFAULT_COUPON_SITE_OPTIONS)).toEqual({
      ...stakeLimitsFor('USD'),
      couponTypesWithMinAmount: DEFAULT_COUPON_SITE_OPTIONS.couponTypesWithMinAmount,
      couponTypesWithMaxAmount: DEFAULT_COUPON_SITE_OPTIONS.couponTypesWithMaxAmount,
    });
  });

  it('fall back to RUB for a currency the site does not know', () => {
    expect(couponStakeLimits('XYZ', DEFAULT_COUPON_SITE_OPTIONS)).toEqual(
      couponStakeLimits('RUB', DEFAULT_COUPON_SITE_OPTIONS),
    );
  });
});

describe('auto-max', () => {
  const limits = couponStakeLimits('RUB', DEFAULT_COUPON_SITE_OPTIONS);

  it('is the maximum stake when the account holds more', () => {
    expect(autoMaxStake({ limits, appliesMax: true, balance: 90_000_000 })).toBe(10_000_000);
  });

  it('is the balance when the account holds less than the maximum', () => {
    expect(autoMaxStake({ limits, appliesMax: true, balance: 12_345 })).toBe(12_345);
  });

  it('is the balance where the maximum does not apply (the bonus account)', () => {
    expect(autoMaxStake({ limits, appliesMax: false, balance: 90_000_000 })).toBe(90_000_000);
  });

  it('is unknown when neither bounds the stake', () => {
    expect(autoMaxStake({ limits, appliesMax: false, balance: null })).toBeNull();
  });
});
