import { createShellEventBus, type ShellEvent } from '@betshell/domain';
import { CouponStore } from '@betshell/domain/betting';
import { connectCouponToBus } from './connect-coupon-bus';
import { couponContext } from '@betshell/domain/testing';
import { bet } from './coupon-fixture';

describe("the coupon's side of the bus", () => {
  it('tells the betting pages its selections as soon as it connects, for a page that asked before it came', () => {
    const store = new CouponStore(
      { place: () => Promise.reject(new Error('no placement here')) },
      () => couponContext(),
      () => 'id',
    );
    store.toggle(bet(1, 1.85));
    store.toggle(bet(2, 2.1));
    const bus = createShellEventBus();
    const events: ShellEvent[] = [];
    bus.subscribe((event) => events.push(event));

    const disconnect = connectCouponToBus(store, bus, () => undefined);
    expect(events).toEqual([{ type: 'coupon', change: 'selections', marketIds: [1, 2] }]);
    disconnect();
  });
});
