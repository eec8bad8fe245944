import { createShellEventBus, type ShellEvent } from '@betshell/domain';
import { CouponStore, type CouponContext } from '@betshell/domain/betting';
import { connectCouponToBus } from './connect-coupon-bus';
import { bet } from './coupon-fixture';

const context = (): CouponContext => ({
  loggedIn: false,
  userId: 0,
  accountId: 0,
  isBonusAccount: false,
  currency: 'RUB',
  refId: 1,
  coefViewId: 0,
  limits: {
    minBetAmount: 1000,
    maxBetAmount: 10_000_000,
    couponTypesWithMinAmount: [0, 1, 2],
    couponTypesWithMaxAmount: [0, 1, 2],
  },
  isAvailableCouponBonusBet: false,
  showVipBet: false,
  showOneClick: false,
});

describe("the coupon's side of the bus", () => {
  it('tells the betting pages its selections as soon as it connects, for a page that asked before it came', () => {
    const store = new CouponStore(
      { place: () => Promise.reject(new Error('no placement here')) },
      context,
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
