import { navigationEventFixture } from '../testing';
import {
  createShellEventBus,
  isShellEvent,
  ofChange,
  ofType,
  type ShellEvent,
} from './shell-event';

describe('the shell event bus', () => {
  it('hands each listener only the kind of event it asked for', () => {
    const bus = createShellEventBus();
    const bans: number[] = [];
    const navigations: string[] = [];
    bus.pipe(ofType('ban')).subscribe((event) => bans.push(event.level));
    bus.pipe(ofType('navigation')).subscribe((event) => navigations.push(event.pathname));

    bus.next({ type: 'ban', level: 45, version: 0 });
    bus.next(navigationEventFixture('/en/', 'en'));
    bus.next({ type: 'maintenance', on: true });

    expect(bans).toEqual([45]);
    expect(navigations).toEqual(['/en/']);
  });

  it('narrows a kind with several changes to one change', () => {
    const bus = createShellEventBus();
    const signedIn: number[] = [];
    bus.pipe(ofChange('session', 'signed-in')).subscribe((event) => signedIn.push(event.userId));

    bus.next({ type: 'session', change: 'signed-out' });
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    bus.next({ type: 'limits', change: 'updated' });

    expect(signedIn).toEqual([7]);
  });

  it('tells a single event of a kind from the others', () => {
    const events: ShellEvent[] = [
      { type: 'coupon', change: 'placed', couponId: 12 },
      { type: 'notification', kind: 'info', message: { text: 'hello' } },
    ];
    const notification = events.find((event) => isShellEvent('notification', event));
    expect(notification).toEqual(events[1]);
    expect(events.filter((event) => isShellEvent('terms', event))).toEqual([]);
  });
});
