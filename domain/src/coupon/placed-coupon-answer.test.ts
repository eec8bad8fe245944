import { placedCouponOf, UnreadablePlacementAnswer } from './placed-coupon-answer';

describe('the answer of a placement', () => {
  it('reads a placed coupon', () => {
    expect(placedCouponOf({ couponId: 12, state: 'accepted' })).toEqual({
      couponId: 12,
      state: 'accepted',
    });
    expect(placedCouponOf({ couponId: 13, state: 'vip-pending', extra: 1 })).toEqual({
      couponId: 13,
      state: 'vip-pending',
    });
  });

  it('reads nothing from a body that is no placed coupon', () => {
    for (const body of ['{"couponId": <html>', null, [], { couponId: '12', state: 'accepted' }])
      expect(placedCouponOf(body)).toBeNull();
    expect(placedCouponOf({ couponId: 0, state: 'accepted' })).toBeNull();
    expect(placedCouponOf({ couponId: 12, state: 'won' })).toBeNull();
  });

  it('is told to the player as a failure of the service', () => {
    expect(new UnreadablePlacementAnswer().messageKey).toBe('http_error_server');
  });
});
