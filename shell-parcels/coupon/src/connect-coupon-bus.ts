import { ofType, type ShellEvent } from '@betshell/domain';
import type { CouponStore } from '@betshell/domain/betting';
import { reaction } from 'mobx';
import type { Observable } from 'rxjs';

/** The bus as the coupon uses it: the platform's Subject of shell events. */
export interface CouponBus extends Observable<ShellEvent> {
  next(event: ShellEvent): void;
}

/**
 * The coupon's side of the bus (runtime-events.ts, CouponEvent): a click on odds on a betting page
 * toggles the selection, or in one-click mode places it at once; the coupon tells the pages which
 * markets it holds when it connects, whenever that changes and when a page asks, and that a coupon
 * was placed.
 */
export function connectCouponToBus(
  store: CouponStore,
  bus: CouponBus,
  onPlaced: (couponId: number) => void,
): () => void {
  const publishSelections = () =>
    bus.next({
      type: 'coupon',
      change: 'selections',
      marketIds: store.coupon.bets.map((one) => one.marketId),
    });
  const subscription = bus.pipe(ofType('coupon')).subscribe((event) => {
    if (event.change === 'selection-toggled') {
      if (store.isOneClickActive) void store.placeOneClick(event.bet);
      else store.toggle(event.bet);
    } else if (event.change === 'selections-wanted') publishSelections();
  });
  // Also at once: a betting page that mounted before the coupon (its file late, failed then
  // refreshed) asked for the selections when nobody answered, and would leave its odds unmarked.
  const stopSelections = reaction(
    () => store.coupon.bets.map((one) => one.marketId).join(','),
    publishSelections,
    { fireImmediately: true },
  );
  const stopPlaced = reaction(
    () => store.successCoupon,
    (placed) => {
      if (placed === null) return;
      bus.next({ type: 'coupon', change: 'placed', couponId: placed.couponId });
      onPlaced(placed.couponId);
    },
  );
  return () => {
    subscription.unsubscribe();
    stopSelections();
    stopPlaced();
  };
}

/** The player emptied the coupon: the pages unmark their odds. */
export function clearCoupon(store: CouponStore, bus: CouponBus): void {
  store.clear();
  bus.next({ type: 'coupon', change: 'cleared' });
}
