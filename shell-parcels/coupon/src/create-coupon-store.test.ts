import { CouponSummary, createSharedStoreRegistry } from '@betshell/domain';
import { couponContext } from '@betshell/domain/testing';
import { bet } from './coupon-fixture';
import { sharedCouponStore } from './create-coupon-store';

describe("the page's one coupon", () => {
  it("is made once, and from then on the root store's summary counts its selections", () => {
    const shared = createSharedStoreRegistry();
    const summary = new CouponSummary();
    const api = { place: () => Promise.reject(new Error('no placement here')) };
    expect(summary.selections).toBeNull();

    const store = sharedCouponStore(shared, summary, api, () => couponContext());
    expect(summary.selections).toBe(0);
    store.toggle(bet(1, 1.85));
    store.toggle(bet(2, 2.1));
    expect(summary.selections).toBe(2);

    expect(sharedCouponStore(shared, new CouponSummary(), api, () => couponContext())).toBe(store);
    store.clear();
    expect(summary.selections).toBe(0);
  });
});
