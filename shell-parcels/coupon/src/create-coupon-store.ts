import type { CouponSummary, SharedStoreRegistry } from '@betshell/domain';
import {
  CouponStore,
  initialCouponAmount,
  type CouponApi,
  type CouponContext,
} from '@betshell/domain/betting';
import { reaction } from 'mobx';

/** A fresh coupon id per placement (the server is idempotent by it): a UUID where the browser has one. */
export function newCouponId(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The page's one coupon (platform.shared): made by the coupon parcel, the owner of its
 * construction, with the HTTP transport and the context of the page. The root store's summary
 * counts its selections from then on, for the chrome that cannot load the coupon engine.
 */
export function sharedCouponStore(
  shared: SharedStoreRegistry,
  summary: CouponSummary,
  api: CouponApi,
  context: () => CouponContext,
): CouponStore {
  return shared('coupon', () => {
    const store = new CouponStore(api, context, newCouponId);
    summary.follow(() => store.coupon.bets.length);
    return store;
  });
}

/**
 * What the coupon keeps in step with the site: the stake of an empty coupon follows the currency of
 * the account (section 9, initial amounts: the page may start before the balance has loaded), and
 * auto-max keeps the stake at the largest it may be as the balance and the type change.
 */
export function followCouponContext(store: CouponStore, context: () => CouponContext): () => void {
  const stopCurrency = reaction(
    () => context().currency,
    (currency) => {
      if (store.coupon.bets.length === 0) store.setAmount(initialCouponAmount(currency));
    },
  );
  const stopAutoMax = reaction(
    () => [store.settings.isAutoMax, store.autoMaxStake],
    () => store.applyAutoMax(),
  );
  return () => {
    stopCurrency();
    stopAutoMax();
  };
}
