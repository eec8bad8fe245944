import { createShellEventBus } from '../bus/shell-event';
import { NavigationStore } from '../navigation/navigation-store';
import { SessionStore } from '../session/session-store';
import { SiteConfigStore } from '../site-config/site-config-store';
import {
  manualClock,
  memoryStorage,
  navigationEventFixture,
  settledRouteFixture,
  siteConfigFixture,
} from '../testing';
import { REMINDER_NEXT_ALLOWED_KEY } from './registration-reminder-schedule';
import { RegistrationReminderStore } from './registration-reminder-store';

const DELAY_S = 60;
const INTERVAL_MIN = 30;

async function setUp(options: { authorised?: boolean; registrationAllowed?: boolean } = {}) {
  const bus = createShellEventBus();
  const clock = manualClock();
  const storage = { local: memoryStorage(clock), session: memoryStorage(clock) };
  const siteConfig = new SiteConfigStore({
    fetchSiteConfig: () =>
      Promise.resolve(
        siteConfigFixture({
          registrationReminderDelaySeconds: DELAY_S,
          registrationReminderIntervalMinutes: INTERVAL_MIN,
          registrationAllowed: options.registrationAllowed ?? true,
        }),
      ),
  });
  await siteConfig.load('en');
  const session = new SessionStore(bus);
  session.setAuthorised(options.authorised === true);
  const navigation = new NavigationStore(bus, { pathname: '/en/', search: '' });
  bus.next(navigationEventFixture('/en/', 'en'));
  const open = () => {
    const store = new RegistrationReminderStore({
      siteConfig,
      session,
      navigation,
      clock,
      storage,
    });
    store.start();
    return store;
  };
  return { bus, clock, storage, session, open };
}

describe('the registration reminder', () => {
  it('shows to an anonymous visitor after the configured delay', async () => {
    const { clock, open } = await setUp();
    const store = open();
    clock.advance(DELAY_S * 1000 - 1);
    expect(store.visible).toBe(false);
    clock.advance(1);
    expect(store.visible).toBe(true);
  });

  it('never shows to a signed-in player', async () => {
    const { clock, open } = await setUp({ authorised: true });
    const store = open();
    clock.advance(3_600_000);
    expect(store.visible).toBe(false);
  });

  it('never shows while the site does not allow registration', async () => {
    const { clock, open } = await setUp({ registrationAllowed: false });
    const store = open();
    clock.advance(3_600_000);
    expect(store.visible).toBe(false);
  });

  it('goes away when the visitor signs in', async () => {
    const { bus, clock, open } = await setUp();
    const store = open();
    clock.advance(DELAY_S * 1000);
    bus.next({ type: 'session', change: 'signed-in', userId: 7 });
    expect(store.visible).toBe(false);
  });

  it('after closing does not show again until the next allowed time', async () => {
    const { clock, open } = await setUp();
    const store = open();
    clock.advance(DELAY_S * 1000);
    store.close();
    expect(store.visible).toBe(false);
    clock.advance(INTERVAL_MIN * 60_000 - 1);
    expect(store.visible).toBe(false);
    clock.advance(1);
    expect(store.visible).toBe(true);
  });

  it('remembers the next allowed time across pages', async () => {
    const { clock, storage, open } = await setUp();
    const first = open();
    clock.advance(DELAY_S * 1000);
    const shownAt = clock.now();
    expect(storage.local.get(REMINDER_NEXT_ALLOWED_KEY)).toBe(
      String(shownAt + INTERVAL_MIN * 60_000),
    );
    first.close();
    first.dispose();

    // The next page of the same visit: the delay has passed, the interval has not.
    const next = open();
    clock.advance(DELAY_S * 1000);
    expect(next.visible).toBe(false);
    clock.advance(INTERVAL_MIN * 60_000);
    expect(next.visible).toBe(true);
  });

  it('counts the delay from the start of the visit, not of each page', async () => {
    const { clock, open } = await setUp();
    open().dispose();
    clock.advance(DELAY_S * 500);
    const reloaded = open();
    clock.advance(DELAY_S * 500);
    expect(reloaded.visible).toBe(true);
  });

  it('waits while the visitor is on a sign-in or registration page', async () => {
    const { bus, clock, open } = await setUp();
    const store = open();
    const registration = settledRouteFixture({ name: 'registration', area: 'account' });
    bus.next(navigationEventFixture('/en/registration', 'en', { page: registration }));
    clock.advance(DELAY_S * 1000);
    expect(store.visible).toBe(false);
    bus.next(navigationEventFixture('/en/', 'en'));
    expect(store.visible).toBe(true);
  });

  it('cancels its timer when disposed', async () => {
    const { clock, open } = await setUp();
    open().dispose();
    expect(clock.pending()).toBe(0);
  });
});
