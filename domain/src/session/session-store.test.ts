import { createShellEventBus } from '../bus/shell-event';
import { ANONYMOUS_PLAYER } from '../guards/navigation-state';
import { SessionStore } from './session-store';

function setUp() {
  const bus = createShellEventBus();
  return { bus, session: new SessionStore(bus) };
}

describe('the session store', () => {
  it('starts as an anonymous player', () => {
    expect(setUp().session.player).toEqual(ANONYMOUS_PLAYER);
  });

  it('is authorised after a sign-in on the bus, and not after a sign-out or an expiry', () => {
    const { bus, session } = setUp();
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    expect([session.authorised, session.userId]).toEqual([true, 7]);
    bus.next({ type: 'session', change: 'expired' });
    expect([session.authorised, session.userId]).toEqual([false, null]);
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    bus.next({ type: 'session', change: 'signed-out' });
    expect(session.authorised).toBe(false);
  });

  it('gives the guards the ban level and version, and the terms to confirm, from the bus', () => {
    const { bus, session } = setUp();
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    bus.next({ type: 'ban', level: 53, version: 1 });
    bus.next({ type: 'terms', changed: true });
    expect(session.player).toEqual({
      authorised: true,
      banLevel: 53,
      banVersion: 1,
      termsChanged: true,
    });
  });

  it('resets the ban and the terms when the player signs out', () => {
    const { bus, session } = setUp();
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    bus.next({ type: 'ban', level: 45, version: 0 });
    bus.next({ type: 'terms', changed: true });
    bus.next({ type: 'session', change: 'signed-out' });
    expect(session.player).toEqual(ANONYMOUS_PLAYER);
  });

  it('stops following the bus once disposed', () => {
    const { bus, session } = setUp();
    session.dispose();
    bus.next({ type: 'ban', level: 45, version: 0 });
    expect(session.banLevel).toBe(0);
  });
});
