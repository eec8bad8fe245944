import { emptyCoupon } from './coupon';
import { bet } from './coupon-fixtures';
import { DEFAULT_COUPON_SETTINGS } from './coupon-settings';
import { parseCouponSnapshot, serializeCouponSnapshot } from './coupon-snapshot';

describe('the kept coupon', () => {
  it('reads back what was kept', () => {
    const snapshot = {
      coupon: { ...emptyCoupon(500), typeId: 1 as const, bets: [bet(1, 1.5), bet(2, 2.25)] },
      settings: { ...DEFAULT_COUPON_SETTINGS, changeCoefAction: 0 as const, isAutoMax: true },
    };
    expect(parseCouponSnapshot(serializeCouponSnapshot(snapshot), 100)).toEqual(snapshot);
  });

  it('is nothing when the stored text is absent or garbled', () => {
    expect(parseCouponSnapshot(undefined, 100)).toBeNull();
    expect(parseCouponSnapshot('{not json', 100)).toBeNull();
    expect(parseCouponSnapshot('[1,2]', 100)).toBeNull();
  });

  it('drops bets that are not bets and values of the wrong kind', () => {
    const text = JSON.stringify({
      coupon: { typeId: 99, bets: [bet(1, 1.5), { marketId: 'x' }], amount: -5, systemValue: 1 },
      settings: { changeCoefAction: 7, isAutoMax: 'yes', exactCoef: true },
    });
    const parsed = parseCouponSnapshot(text, 100);
    expect(parsed?.coupon).toEqual({ ...emptyCoupon(100), bets: [bet(1, 1.5)] });
    expect(parsed?.settings).toEqual({ ...DEFAULT_COUPON_SETTINGS, exactCoef: true });
  });

  it('keeps a placement that got no answer, and drops one whose id the server would refuse', () => {
    const coupon = { ...emptyCoupon(500), bets: [bet(1, 1.5)] };
    const unanswered = { id: 'b7c1e2d4-0f6a-4c1e-9a55-0d8f3e2b1a90', bet: '[7,42,0]' };
    const kept = { coupon, settings: DEFAULT_COUPON_SETTINGS, unanswered };
    expect(parseCouponSnapshot(serializeCouponSnapshot(kept), 100)?.unanswered).toEqual(unanswered);
    const odd = { ...kept, unanswered: { id: 'not an id!', bet: '[7]' } };
    expect(parseCouponSnapshot(serializeCouponSnapshot(odd), 100)).not.toHaveProperty('unanswered');
  });
});
