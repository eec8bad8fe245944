import { createShellEventBus, type ShellEvent } from '../bus/shell-event';
import type { UserConfig } from '../auth/user-config';
import { SessionStore } from '../session/session-store';
import { manualClock } from '../testing/manual-clock';
import { memoryStorage } from '../testing/memory-storage';
import { httpFailure, signInApiFixture } from '../testing/sign-in-api-fixture';
import {
  AUTH_CHECK_INTERVAL_MS,
  INACTIVITY_NOTICE_KEY,
  SESSION_LOAD_DELAY_MS,
} from './sign-in-api';
import { SessionWatchStore } from './session-watch-store';

import { settle } from '../testing/fake-scheduler';

function watch({ authorised = true, visible = true } = {}) {
  const api = signInApiFixture();
  const bus = createShellEventBus();
  const events: ShellEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const session = new SessionStore(bus);
  session.setAuthorised(authorised);
  const clock = manualClock();
  const storage = memoryStorage(clock);
  const state = { visible };
  const tokens: { userId: number | null } = { userId: null };
  const goHome = jest.fn();
  const restart = jest.fn();
  api.userConfig.mockResolvedValue({ ban_level: 0, ban_version: 0 } as UserConfig);
  api.termsStatus.mockResolvedValue({ result: false, updatedAt: null });
  api.check.mockResolvedValue(1);
  api.session.mockResolvedValue({ session: {} });
  const store = new SessionWatchStore({
    api,
    bus,
    session,
    clock,
    storage,
    visible: () => state.visible,
    tokenUserId: () => tokens.userId,
    log: () => undefined,
    goHome,
    restart,
  });
  return { api, bus, events, session, clock, storage, state, tokens, goHome, restart, store };
}

describe('the session watch', () => {
  it('loads the user config of a signed-in player and tells its ban and terms to the guards', async () => {
    const { api, store, events, session, bus } = watch();
    api.userConfig.mockResolvedValue({ ban_level: 53, ban_version: 1 } as UserConfig);
    api.termsStatus.mockResolvedValue({ result: true, updatedAt: null });
    api.check.mockReturnValue(new Promise(() => undefined));
    store.start();
    bus.next({ type: 'session', change: 'signed-in', userId: 2 });
    expect(store.userConfigInstalled).toBe(true);
    expect(store.userConfigLoaded).toBe(false);
    await settle();
    expect(store.userConfigLoaded).toBe(true);
    expect(events).toContainEqual({ type: 'ban', level: 53, version: 1 });
    expect(events).toContainEqual({ type: 'terms', changed: true });
    expect(session.player).toMatchObject({ banLevel: 53, banVersion: 1, termsChanged: true });
  });

  it('learns who the player of a page that starts with a token is, from its subject', async () => {
    const { api, store, session, events, tokens } = watch();
    tokens.userId = 314;
    store.start();
    await settle();
    expect(events).toContainEqual({ type: 'session', change: 'signed-in', userId: 314 });
    expect(session.userId).toBe(314);
    expect(api.userConfig).toHaveBeenCalledTimes(1);
    expect(api.check).not.toHaveBeenCalled();
  });

  it('resets both loading flags when the user config fails', async () => {
    const { api, store } = watch();
    api.userConfig.mockRejectedValue(httpFailure(500));
    store.start();
    await settle();
    expect(store.userConfigInstalled).toBe(false);
    expect(store.userConfigLoaded).toBe(false);
  });

  it('sets the terms flag false when the terms status call fails', async () => {
    const { api, store, events } = watch();
    api.termsStatus.mockRejectedValue(httpFailure(500));
    store.start();
    await settle();
    expect(events).toContainEqual({ type: 'terms', changed: false });
  });

  it('loads no user config for a visitor until they sign in', async () => {
    const { api, store, bus } = watch({ authorised: false });
    store.start();
    await settle();
    expect(api.userConfig).not.toHaveBeenCalled();
    bus.next({ type: 'session', change: 'signed-in', userId: 5 });
    await settle();
    expect(api.userConfig).toHaveBeenCalledTimes(1);
  });

  it('checks the session every 60 s while the page is visible, and not while hidden', async () => {
    const { api, store, clock, state } = watch();
    store.start();
    clock.advance(AUTH_CHECK_INTERVAL_MS - 1);
    expect(api.check).not.toHaveBeenCalled();
    clock.advance(1);
    expect(api.check).toHaveBeenCalledTimes(1);
    await settle();
    state.visible = false;
    clock.advance(AUTH_CHECK_INTERVAL_MS);
    await settle();
    expect(api.check).toHaveBeenCalledTimes(1);
    state.visible = true;
    clock.advance(AUTH_CHECK_INTERVAL_MS);
    expect(api.check).toHaveBeenCalledTimes(2);
  });

  it('loads the server session about 8 s after the page is ready', () => {
    const { api, store, clock } = watch();
    store.start();
    clock.advance(SESSION_LOAD_DELAY_MS - 1);
    expect(api.session).not.toHaveBeenCalled();
    clock.advance(1);
    expect(api.session).toHaveBeenCalledTimes(1);
  });

  it('ends the page session when the server ended it for inactivity, leaving the notice for the next start', async () => {
    const { api, store, events, storage, restart, session } = watch();
    api.check.mockRejectedValue(httpFailure(401, 'SESSION_ENDED', { reason: 'inactivity' }));
    store.start();
    await store.check();
    expect(events).toContainEqual({ type: 'session', change: 'expired' });
    expect(session.authorised).toBe(false);
    expect(storage.get(INACTIVITY_NOTICE_KEY)).toBe('1');
    expect(restart).toHaveBeenCalled();
  });

  it('leaves no notice when the session ended for another reason', async () => {
    const { api, store, storage, restart } = watch();
    api.check.mockRejectedValue(httpFailure(401, 'SESSION_ENDED', { reason: 'operator' }));
    store.start();
    await store.check();
    expect(storage.get(INACTIVITY_NOTICE_KEY)).toBeUndefined();
    expect(restart).toHaveBeenCalled();
  });

  it('keeps the session when the check fails without an answer', async () => {
    const { api, store, restart, session } = watch();
    api.check.mockRejectedValue(httpFailure(503));
    store.start();
    await store.check();
    expect(restart).not.toHaveBeenCalled();
    expect(session.authorised).toBe(true);
  });

  it('shows the inactivity notice once at the next start', () => {
    const first = watch({ authorised: false });
    first.storage.set(INACTIVITY_NOTICE_KEY, '1');
    first.store.start();
    expect(first.events).toContainEqual({
      type: 'notification',
      kind: 'warning',
      message: { key: 'auth_inactivity_notice' },
      permanent: true,
    });
    expect(first.storage.get(INACTIVITY_NOTICE_KEY)).toBeUndefined();
  });

  it('logs out: disconnects, resets the player and goes home, even when disconnect fails', async () => {
    const { api, store, session, bus, goHome } = watch();
    api.disconnect.mockRejectedValue(httpFailure(500));
    bus.next({ type: 'session', change: 'signed-in', userId: 9 });
    bus.next({ type: 'ban', level: 45, version: 0 });
    store.start();
    await store.logout();
    expect(api.disconnect).toHaveBeenCalled();
    expect(session.authorised).toBe(false);
    expect(session.userId).toBeNull();
    expect(session.banLevel).toBe(0);
    expect(goHome).toHaveBeenCalled();
    expect(store.userConfig).toBeNull();
  });
});
