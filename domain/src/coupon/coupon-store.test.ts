import { COUPON_WILL_BE_CLEARED } from './coupon-settings';
import { bet } from './coupon-fixtures';
import { CouponStore, type CouponApi, type CouponContext, type PlacedCoupon } from './coupon-store';
import type { CouponToSend } from './coupon-to-send';

function setup(change: Partial<CouponContext> = {}) {
  const sent: CouponToSend[] = [];
  let answer: (coupon: CouponToSend) => Promise<PlacedCoupon> = () =>
    Promise.resolve({ couponId: 501, state: 'accepted' });
  const api: CouponApi = {
    place: (coupon) => {
      sent.push(coupon);
      return answer(coupon);
    },
  };
  const context: CouponContext = {
    loggedIn: true,
    userId: 42,
    accountId: 7,
    isBonusAccount: false,
    currency: 'USD',
    refId: 1,
    coefViewId: 0,
    limits: {
      minBetAmount: 100,
      maxBetAmount: 100000,
      couponTypesWithMinAmount: [0, 1, 2],
      couponTypesWithMaxAmount: [0, 1, 2],
    },
    isAvailableCouponBonusBet: true,
    showVipBet: true,
    showOneClick: true,
    ...change,
  };
  let ids = 0;
  const store = new CouponStore(
    api,
    () => context,
    () => `id-${(ids += 1)}`,
  );
  return { store, sent, answerWith: (next: typeof answer) => void (answer = next) };
}

describe('CouponStore', () => {
  it('starts at the initial amount of the currency', () => {
    expect(setup().store.coupon.amount).toBe(500);
    expect(setup({ currency: 'KZT' }).store.coupon.amount).toBe(100000);
  });

  it('steps the stake by the currency step', () => {
    const { store } = setup();
    store.stepAmount('up');
    expect(store.coupon.amount).toBe(750);
    store.stepAmount('down');
    store.stepAmount('down');
    expect(store.coupon.amount).toBe(250);
  });

  it('builds an express with the bonus bet from clicks on odds', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.toggle(bet(2, 1.5));
    store.toggle(bet(3, 2));
    expect(store.coupon.typeId).toBe(1);
    expect(store.hasBonusBet).toBe(true);
    expect(store.totals.coef).toBe(4.635);
    store.deleteBonusBet();
    expect(store.hasBonusBet).toBe(false);
    expect(store.coupon.manuallyDeletedBonusBet).toBe(true);
  });

  it('asks coupon_will_be_cleared before one-click and empties the coupon on confirm', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.setOneClick(true);
    expect(store.pendingConfirmation).toBe(COUPON_WILL_BE_CLEARED);
    expect(store.settings.isActiveOneClick).toBe(false);
    store.undoPending();
    expect(store.coupon.bets).toHaveLength(1);
    store.setOneClick(true);
    store.confirmPending();
    expect(store.coupon.bets).toHaveLength(0);
    expect(store.isOneClickActive).toBe(true);
  });

  it('never turns one-click on for a visitor', () => {
    const { store } = setup({ loggedIn: false });
    store.setOneClick(true);
    expect(store.settings.isActiveOneClick).toBe(false);
    expect(store.pendingConfirmation).toBeNull();
    expect(store.isOneClickOffered).toBe(false);
  });

  it('turns one-click off when drop-on-score-change goes on, and drop off with exact coef', () => {
    const { store } = setup();
    store.setOneClick(true);
    store.setExactCoef(true);
    store.setDropOnScoreChange(true);
    expect(store.settings.isActiveOneClick).toBe(false);
    store.setExactCoef(false);
    expect(store.settings.isDropOnScoreChange).toBe(false);
  });

  it('does not send a coupon with problems', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.setAmount(200000);
    expect(store.problems.map((problem) => problem.code)).toEqual(['stake-above-max']);
    await store.place();
    expect(sent).toHaveLength(0);
  });

  it('lets a VIP bet over the maximum go when it is available', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.setAmount(200000);
    store.setVipBet(true);
    await store.place();
    expect(sent[0]).toMatchObject({ amount: 200000, isVipBet: true });
  });

  it('sends the coupon, shows the success and empties the coupon', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.toggle(bet(2, 2));
    await store.place();
    expect(sent[0]).toMatchObject({ id: 'id-1', typeId: 1, amount: 500, coef: 3, userId: 42 });
    expect(store.successCoupon).toEqual({ couponId: 501, state: 'accepted' });
    expect(store.coupon.bets).toEqual([]);
    expect(store.placing).toBe(false);
  });

  it('keeps the coupon and the error when placement fails', async () => {
    const { store, answerWith } = setup();
    const failure = new Error('odds changed');
    answerWith(() => Promise.reject(failure));
    store.toggle(bet(1, 1.5));
    await store.place();
    expect(store.placeError).toBe(failure);
    expect(store.coupon.bets).toHaveLength(1);
  });

  it('takes new odds and suspensions from the line', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.marketChanged(1, 1.7, true);
    expect(store.coupon.bets[0]).toMatchObject({ coef: 1.7, isBlocked: true });
    expect(store.problems.map((problem) => problem.code)).toEqual(['blocked-selection']);
  });
});
