import type { CashOutRequest } from '@betshell/api-contract';
import { manualClock } from '../testing/manual-clock';
import type { LineChange } from '../sportsbook/line-event';
import { historyCoupon, historySelection } from './bet-history-fixtures';
import { OpenBetsStore, type OpenBetsApi } from './open-bets-store';

const clock = manualClock(Date.parse('2026-11-22T17:00:00Z'));

function openCoupon() {
  return historyCoupon({
    amount: 10_000,
    coef: 2,
    cashOut: {
      available: true,
      value: 9_500,
      reason: null,
      partial: true,
      stakeInPlay: 10_000,
      cashedOutStake: 0,
      cashedOut: 0,
    },
    selections: [historySelection(7, { coef: 2, currentCoef: 2, marketState: 'open' })],
  });
}

function change(over: Partial<LineChange> = {}, coef = 1.6): LineChange {
  return {
    eventId: 7,
    sportId: 1,
    champId: 1,
    state: 'live',
    isSuspended: false,
    score: { home: 1, away: 0 },
    markets: [{ id: 7, coef, isBlocked: false, result: null }],
    ...over,
  };
}

function storeWith(cashOut: OpenBetsApi['cashOut']) {
  const api: OpenBetsApi = {
    openCoupons: () => Promise.resolve({ entities: [openCoupon()], total_count: 1 }),
    cashOut,
  };
  const paid = jest.fn();
  return { store: new OpenBetsStore(api, clock, () => 'en', null, paid), paid };
}

describe('the open bets of the slip', () => {
  it('moves each coupon’s cash-out value with the line’s changes, and offers none while suspended', async () => {
    const { store } = storeWith(() => Promise.reject(new Error('unused')));
    await store.refresh();
    store.stop();
    const coupon = () => store.coupons[0]!;
    expect(store.offerOf(coupon())).toEqual({ available: true, value: 9_500 });
    store.lineChanged(change({}, 1.6));
    expect(store.offerOf(coupon())).toEqual({ available: true, value: 11_875 });
    expect(store.partValue(coupon(), 4_000)).toBe(4_750);
    store.lineChanged(change({ isSuspended: true }, 1.6));
    expect(store.offerOf(coupon())).toEqual({ available: false, reason: 'market-suspended' });
    // Another game's change leaves the coupon as it is.
    store.lineChanged(change({ eventId: 8, isSuspended: false }, 3));
    expect(store.offerOf(coupon())).toEqual({ available: false, reason: 'market-suspended' });
  });

  it('sends the confirmed value once and says what came of it', async () => {
    const sent: CashOutRequest[] = [];
    const { store, paid } = storeWith((couponId, request) => {
      sent.push(request);
      return sent.length === 1
        ? Promise.reject(
            Object.assign(new Error('moved'), {
              errorCode: 'CASH_OUT_VALUE_CHANGED',
              details: { value: 9_000 },
            }),
          )
        : Promise.resolve({
            couponId,
            paid: 9_000,
            cashedOutStake: 10_000,
            state: 'cashed-out',
            stakeInPlay: 0,
          });
    });
    await store.refresh();
    store.stop();
    expect(await store.cashOut(101, 9_500)).toBe(false);
    expect(store.outcome).toMatchObject({ couponId: 101, kind: 'value-changed', value: 9_000 });
    expect(await store.cashOut(101, 9_000)).toBe(true);
    store.stop();
    expect(store.outcome).toMatchObject({ kind: 'paid', paid: 9_000, whole: true });
    expect(paid).toHaveBeenCalledTimes(1);
    expect(sent.map((one) => one.value)).toEqual([9_500, 9_000]);
    expect(new Set(sent.map((one) => one.requestId)).size).toBe(2);
  });
});
