import { COUPON_STORAGE_KEY } from '@betshell/domain/betting';
import { act } from '@testing-library/react';
import { bet, renderCoupon } from './coupon-fixture';
import { keepCoupon, type CouponStorage } from './keep-coupon';

function storage(initial: Record<string, string> = {}): CouponStorage & {
  kept: Record<string, string>;
  expiries: number[];
} {
  const kept = { ...initial };
  const expiries: number[] = [];
  return {
    kept,
    expiries,
    get: (key) => kept[key],
    set: (key, value, options) => {
      kept[key] = value;
      if (options?.expiresInMs !== undefined) expiries.push(options.expiresInMs);
    },
  };
}

describe('the coupon across reloads', () => {
  it('writes the selections and settings as they change, with an expiry', async () => {
    const { store } = await renderCoupon();
    const local = storage();
    act(() => void keepCoupon(store, local, 'RUB'));
    act(() => store.toggle(bet(1, 1.5)));
    act(() => store.setChangeCoefAction(0));
    const kept = JSON.parse(local.kept[COUPON_STORAGE_KEY] ?? '{}') as {
      coupon: { bets: { marketId: number }[] };
      settings: { changeCoefAction: number };
    };
    expect(kept.coupon.bets.map((one) => one.marketId)).toEqual([1]);
    expect(kept.settings.changeCoefAction).toBe(0);
    expect(local.expiries.length).toBeGreaterThan(0);
  });

  it('comes back with what the last page kept', async () => {
    const first = await renderCoupon();
    const local = storage();
    act(() => void keepCoupon(first.store, local, 'RUB'));
    act(() => first.store.toggle(bet(7, 2.5)));
    const second = await renderCoupon();
    act(() => void keepCoupon(second.store, storage(local.kept), 'RUB'));
    expect(second.store.coupon.bets.map((one) => one.marketId)).toEqual([7]);
  });

  it('starts empty when the kept coupon is damaged', async () => {
    const { store } = await renderCoupon();
    act(() => void keepCoupon(store, storage({ [COUPON_STORAGE_KEY]: '{broken' }), 'RUB'));
    expect(store.coupon.bets).toEqual([]);
  });
});
