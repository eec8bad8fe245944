import { addBet, emptyCoupon, setBanker, setCouponType } from './coupon';
import { bet } from './coupon-fixtures';
import { DEFAULT_COUPON_SETTINGS } from './coupon-settings';
import { buildCouponToSend } from './coupon-to-send';
import { couponTotals } from './coupon-totals';

const base = { id: 'c-1', accountId: 7, userId: 42, refId: 1, isVipBet: false };

describe('the coupon to send', () => {
  it('carries an express with its total odds in the chosen view and the settings', () => {
    const coupon = [bet(1, 1.5), bet(2, 2.5)].reduce(
      (c, b) => addBet(c, b).coupon,
      emptyCoupon(15000),
    );
    const sent = buildCouponToSend({
      ...base,
      coupon,
      totals: couponTotals(coupon, true),
      settings: { ...DEFAULT_COUPON_SETTINGS, exactCoef: true },
      coefViewId: 1,
    });
    expect(sent).toEqual({
      id: 'c-1',
      accountId: 7,
      amount: 15000,
      amountByBlockId: {},
      bets: [
        { gameId: 1, marketId: 1, coef: 1.5, blockId: 1, isBanker: false },
        { gameId: 2, marketId: 2, coef: 2.5, blockId: 1, isBanker: false },
      ],
      changeCoefAction: 2,
      coef: 3.75,
      coefByView: '11/4',
      coefViewId: 1,
      exactCoef: true,
      isDropOnScoreChange: false,
      prepaidAmount: 0,
      refId: 1,
      systemValue: null,
      typeId: 1,
      userId: 42,
      isVipBet: false,
    });
  });

  it('carries bankers and the system value of a system', () => {
    const coupon = setBanker(
      setCouponType(
        [bet(1, 1.5), bet(2, 2), bet(3, 3), bet(4, 4)].reduce(
          (c, b) => addBet(c, b).coupon,
          emptyCoupon(900),
        ),
        2,
      ),
      1,
      true,
    );
    const sent = buildCouponToSend({
      ...base,
      coupon,
      totals: couponTotals(coupon, true),
      settings: DEFAULT_COUPON_SETTINGS,
      coefViewId: 0,
    });
    expect(sent.systemValue).toBe(2);
    expect(sent.bets.map((one) => one.isBanker)).toEqual([true, false, false, false]);
  });

  it('carries each single its stake and each block its stake', () => {
    const two = [bet(1, 1.5), bet(2, 2, { blockId: 2 })].reduce(
      (c, b) => addBet(c, b).coupon,
      emptyCoupon(1000),
    );
    const singles = { ...setCouponType(two, 10), amountByBetId: { 2: 300 } };
    const sentSingles = buildCouponToSend({
      ...base,
      coupon: singles,
      totals: couponTotals(singles, true),
      settings: DEFAULT_COUPON_SETTINGS,
      coefViewId: 0,
    });
    expect(sentSingles.bets.map((one) => one.amount)).toEqual([1000, 300]);
    expect(sentSingles.amount).toBe(1300);
    const blocks = { ...setCouponType(two, 4), amountByBlockId: { 2: 400 } };
    const sentBlocks = buildCouponToSend({
      ...base,
      coupon: blocks,
      totals: couponTotals(blocks, true),
      settings: DEFAULT_COUPON_SETTINGS,
      coefViewId: 0,
    });
    expect(sentBlocks.amountByBlockId).toEqual({ 1: 1000, 2: 400 });
    expect(sentBlocks.coef).toBeNull();
  });
});
