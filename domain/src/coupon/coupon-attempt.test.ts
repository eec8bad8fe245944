import { emptyCoupon } from './coupon';
import { isPlacementOutcomeUnknown, placementBetKey, placementIdFor } from './coupon-attempt';
import { bet } from './coupon-fixtures';
import { DEFAULT_COUPON_SETTINGS } from './coupon-settings';
import { buildCouponToSend } from './coupon-to-send';
import { couponTotals } from './coupon-totals';

function sent(amount: number, coef = 1.5) {
  const coupon = { ...emptyCoupon(amount), bets: [bet(1, coef), bet(2, 2)], typeId: 1 as const };
  return buildCouponToSend({
    id: '',
    coupon,
    totals: couponTotals(coupon, false),
    settings: DEFAULT_COUPON_SETTINGS,
    accountId: 7,
    userId: 42,
    refId: 1,
    coefViewId: 0,
    isVipBet: false,
  });
}

describe('the placement attempt', () => {
  it('is the same bet whatever the odds, and another bet with another stake', () => {
    expect(placementBetKey(sent(500, 1.5))).toBe(placementBetKey(sent(500, 1.7)));
    expect(placementBetKey(sent(500))).not.toBe(placementBetKey(sent(600)));
  });

  it('reuses the unanswered id for the same bet only', () => {
    const newId = () => 'fresh';
    const unanswered = { id: 'first', bet: placementBetKey(sent(500)) };
    expect(placementIdFor(placementBetKey(sent(500)), unanswered, newId)).toBe('first');
    expect(placementIdFor(placementBetKey(sent(600)), unanswered, newId)).toBe('fresh');
    expect(placementIdFor(placementBetKey(sent(500)), null, newId)).toBe('fresh');
  });

  it('may have been placed after no answer, a 5xx, a timeout or an unreadable answer', () => {
    expect(isPlacementOutcomeUnknown({ status: 'network-error', code: 0 })).toBe(true);
    expect(isPlacementOutcomeUnknown({ status: 'http-error', code: 502 })).toBe(true);
    expect(isPlacementOutcomeUnknown({ status: 'http-error', code: 408 })).toBe(true);
    expect(isPlacementOutcomeUnknown({ status: 'close', code: 499 })).toBe(true);
    expect(isPlacementOutcomeUnknown(new TypeError('not JSON'))).toBe(true);
  });

  it('placed nothing when the server refused it', () => {
    const refusal = { status: 'http-error', code: 400, errorCode: 'NOT_ENOUGH_MONEY' };
    expect(isPlacementOutcomeUnknown(refusal)).toBe(false);
    expect(isPlacementOutcomeUnknown({ status: 'http-error', code: 401 })).toBe(false);
    expect(isPlacementOutcomeUnknown({ status: 'captcha-declined', code: 400 })).toBe(false);
  });
});
