import {
  COUPON_KEPT_MS,
  COUPON_STORAGE_KEY,
  initialCouponAmount,
  parseCouponSnapshot,
  serializeCouponSnapshot,
  type CouponStore,
} from '@betshell/domain/betting';
import { reaction } from 'mobx';

/** The platform's local storage (ExpiringStorage): values with an expiry, errors logged only. */
export interface CouponStorage {
  get(key: string): string | undefined;
  set(key: string, value: string, options?: { readonly expiresInMs?: number }): void;
}

/**
 * The coupon survives reloads (coupon-snapshot.ts): it is restored once, then written on every
 * change of its selections, stakes or settings.
 */
export function keepCoupon(
  store: CouponStore,
  storage: CouponStorage,
  currency: string,
): () => void {
  const kept = parseCouponSnapshot(storage.get(COUPON_STORAGE_KEY), initialCouponAmount(currency));
  if (kept !== null) store.restore(kept);
  return reaction(
    () => serializeCouponSnapshot(store.snapshot),
    (text) => storage.set(COUPON_STORAGE_KEY, text, { expiresInMs: COUPON_KEPT_MS }),
  );
}
