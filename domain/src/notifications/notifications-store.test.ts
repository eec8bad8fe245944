import { createShellEventBus } from '../bus/shell-event';
import { manualClock } from '../testing';
import { NOTIFICATION_AUTO_CLOSE_MS, NotificationsStore } from './notifications-store';

function setUp() {
  const bus = createShellEventBus();
  const clock = manualClock();
  return { bus, clock, store: new NotificationsStore(bus, clock) };
}

describe('the notifications store', () => {
  it('shows each notification published on the bus, oldest first', () => {
    const { bus, store } = setUp();
    bus.next({ type: 'notification', kind: 'info', message: { key: 'coupon_placed' } });
    bus.next({ type: 'notification', kind: 'error', message: { text: 'Server says no' } });
    expect(store.shown).toEqual([
      { id: 1, kind: 'info', message: { key: 'coupon_placed' }, permanent: false },
      { id: 2, kind: 'error', message: { text: 'Server says no' }, permanent: false },
    ]);
  });

  it('closes a notification 10 seconds after it showed', () => {
    const { bus, clock, store } = setUp();
    bus.next({ type: 'notification', kind: 'info', message: { key: 'a' } });
    clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(store.shown).toHaveLength(1);
    clock.advance(1);
    expect(store.shown).toEqual([]);
  });

  it('keeps a permanent notification until the player closes it', () => {
    const { bus, clock, store } = setUp();
    bus.next({
      type: 'notification',
      kind: 'warning',
      message: { key: 'session_limit_ended' },
      permanent: true,
    });
    clock.advance(NOTIFICATION_AUTO_CLOSE_MS * 10);
    expect(store.shown).toHaveLength(1);
    store.dismiss(1);
    expect(store.shown).toEqual([]);
  });

  it('forgets the auto-close of a notification the player closed first', () => {
    const { bus, clock, store } = setUp();
    bus.next({ type: 'notification', kind: 'info', message: { key: 'a' } });
    store.dismiss(1);
    expect(clock.pending()).toBe(0);
  });

  it('stops listening and cancels pending auto-closes once disposed', () => {
    const { bus, clock, store } = setUp();
    bus.next({ type: 'notification', kind: 'info', message: { key: 'a' } });
    store.dispose();
    bus.next({ type: 'notification', kind: 'info', message: { key: 'b' } });
    expect(clock.pending()).toBe(0);
    expect(store.shown).toHaveLength(1);
  });
});
