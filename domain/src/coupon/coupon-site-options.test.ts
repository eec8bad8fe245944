import { couponSiteOptionsOf, DEFAULT_COUPON_SITE_OPTIONS } from './coupon-site-options';

describe('the coupon options of the site config', () => {
  it('reads the spec’s fields by their names', () => {
    expect(
      couponSiteOptionsOf({
        show_one_click: false,
        showVipBet: false,
        isAvailableCouponBonusBet: false,
        couponTypesWithMinAmount: [0, 1],
        couponTypesWithMaxAmount: [1],
      }),
    ).toEqual({
      showOneClick: false,
      showVipBet: false,
      isAvailableCouponBonusBet: false,
      couponTypesWithMinAmount: [0, 1],
      couponTypesWithMaxAmount: [1],
    });
  });

  it('keeps our defaults for fields the config lacks or garbles', () => {
    expect(couponSiteOptionsOf({ siteName: 'x', showVipBet: 'yes' })).toEqual(
      DEFAULT_COUPON_SITE_OPTIONS,
    );
    expect(couponSiteOptionsOf(null)).toEqual(DEFAULT_COUPON_SITE_OPTIONS);
  });

  it('drops type ids that are no coupon type', () => {
    expect(
      couponSiteOptionsOf({ couponTypesWithMaxAmount: [0, 3, 'x', 10] }).couponTypesWithMaxAmount,
    ).toEqual([0, 10]);
  });
});
