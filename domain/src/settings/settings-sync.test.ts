import { createShellEventBus } from '../bus/shell-event';
import { COOKIE } from '../cookies/cookie-names';
import { SessionStore } from '../session/session-store';
import { SiteConfigStore } from '../site-config/site-config-store';
import { memoryCookieJar, settle, siteConfigFixture } from '../testing';
import type { PlayerDisplaySettings } from './player-display-settings';
import { SettingsStore } from './settings-store';

/** The server's copy of one player's settings, with every change sent to it. */
function serverFixture(held: PlayerDisplaySettings = {}) {
  const state = { held: { ...held }, saved: [] as PlayerDisplaySettings[] };
  let answerRead: (() => void) | null = null;
  return {
    state,
    /** The next read waits until `releaseRead` is called. */
    holdNextRead() {
      answerRead = () => undefined;
    },
    releaseRead() {
      const release = answerRead;
      answerRead = null;
      release?.();
    },
    api: {
      read: () =>
        answerRead === null
          ? Promise.resolve({ ...state.held })
          : new Promise<PlayerDisplaySettings>((resolve) => {
              answerRead = () => resolve({ ...state.held });
            }),
      save: (change: PlayerDisplaySettings) => {
        state.saved.push(change);
        state.held = { ...state.held, ...change };
        return Promise.resolve();
      },
    },
  };
}

function setUp(options: { cookies?: Record<string, string>; held?: PlayerDisplaySettings } = {}) {
  const bus = createShellEventBus();
  const session = new SessionStore(bus);
  const siteConfig = new SiteConfigStore({
    fetchSiteConfig: () => Promise.resolve(siteConfigFixture()),
  });
  const cookies = memoryCookieJar(options.cookies);
  const server = serverFixture(options.held);
  const logged: string[] = [];
  const settings = new SettingsStore(
    bus,
    siteConfig,
    session,
    { language: 'ru', hasUaCookie: false },
    cookies,
    { api: server.api, log: (message) => logged.push(message) },
  );
  const signIn = async () => {
    bus.next({ type: 'session', change: 'signed-in', userId: 100_001 });
    await settle();
  };
  return { bus, settings, cookies, server, signIn, logged };
}

describe("the settings store's copy on the server", () => {
  it('sends nothing for a visitor who is not signed in', () => {
    const { settings, server } = setUp();
    settings.setAppTheme(1);
    settings.setIs12h(true);
    expect(server.state.saved).toEqual([]);
  });

  it("sends each change of a signed-in player's display setting", async () => {
    const { settings, server, signIn } = setUp();
    await signIn();
    settings.setAppTheme(1);
    settings.setAppFontSize(2);
    settings.setTimeZone(5.5);
    settings.setIs12h(true);
    settings.setShowGameId(true);
    settings.setAppViewType(1);
    settings.setGroupByCountry(true);
    settings.setTeamLogos(true);
    settings.setDetailedScore(true);
    settings.setBestMatchesOnTop(true);
    settings.setTimeZone(99);
    expect(server.state.saved).toEqual([
      { appTheme: 1 },
      { appFontSize: 2 },
      { timeZone: 5.5 },
      { is12h: true },
      { showGameId: true },
      { appViewType: 1 },
      { isGroupByCountry: true },
      { teamLogos: true },
      { detailedScore: true },
      { bestMatchesOnTop: true },
    ]);
  });

  it('keeps the side panels like the other settings: each change sent, the server’s applied at sign-in', async () => {
    const { settings, server, cookies, signIn } = setUp({
      cookies: { [COOKIE.hideRight]: '1' },
      held: { leftPanelHidden: true },
    });
    await signIn();
    expect([settings.leftPanelHidden, cookies.get(COOKIE.hideLeft)]).toEqual([true, '1']);
    // The right panel this browser hid before signing in goes up to the server.
    expect(server.state.saved).toEqual([{ rightPanelHidden: true }]);
    settings.setPanelHidden('left', false);
    expect(server.state.saved).toEqual([{ rightPanelHidden: true }, { leftPanelHidden: false }]);
    expect(cookies.get(COOKIE.hideLeft)).toBe('0');
  });

  it('applies what the server holds at sign-in, to the store and the cookies', async () => {
    const { settings, cookies, signIn } = setUp({
      cookies: { [COOKIE.appTheme]: '0', [COOKIE.timeZone]: '3' },
      held: {
        appTheme: 1,
        appFontSize: 1,
        timeZone: -4,
        is12h: true,
        showGameId: true,
        appViewType: 1,
        isGroupByCountry: true,
        teamLogos: true,
        detailedScore: true,
        bestMatchesOnTop: true,
      },
    });
    await signIn();
    expect(settings.playerDisplaySettings).toEqual({
      appTheme: 1,
      appFontSize: 1,
      timeZone: -4,
      is12h: true,
      showGameId: true,
      appViewType: 1,
      isGroupByCountry: true,
      teamLogos: true,
      detailedScore: true,
      bestMatchesOnTop: true,
      leftPanelHidden: false,
      rightPanelHidden: false,
    });
    expect(cookies.get(COOKIE.appTheme)).toBe('1');
    expect(cookies.get(COOKIE.appFontSize)).toBe('1');
    expect(cookies.get(COOKIE.timeZone)).toBe('-4');
    expect(cookies.get(COOKIE.is12h)).toBe('1');
    expect(cookies.get(COOKIE.showGameId)).toBe('1');
    expect(cookies.get(COOKIE.appViewType)).toBe('1');
    expect(cookies.get(COOKIE.champsGroupedByCountry)).toBe('1');
    expect(cookies.get(COOKIE.teamLogos)).toBe('1');
    expect(cookies.get(COOKIE.detailedScore)).toBe('1');
    expect(cookies.get(COOKIE.bestMatchesOnTop)).toBe('1');
  });

  it('sends up at sign-in the choices of this browser the server does not hold, and only those', async () => {
    const { settings, server, signIn } = setUp({
      cookies: {
        [COOKIE.appFontSize]: '2',
        [COOKIE.is12h]: '1',
        [COOKIE.appTheme]: '0',
        [COOKIE.appViewType]: '1',
        [COOKIE.detailedScore]: '1',
      },
      held: { appTheme: 1 },
    });
    await signIn();
    expect(server.state.saved).toEqual([
      { appFontSize: 2, is12h: true, appViewType: 1, detailedScore: true },
    ]);
    expect(settings.appTheme).toBe(1);
  });

  it('sends nothing at sign-in when this browser has no choice of its own', async () => {
    const { server, signIn } = setUp();
    await signIn();
    expect(server.state.saved).toEqual([]);
  });

  it("keeps a change the player makes while the server's answer is on its way", async () => {
    const { settings, server, signIn } = setUp({ held: { appTheme: 1, is12h: true } });
    server.holdNextRead();
    const signedIn = signIn();
    settings.setAppTheme(2);
    server.releaseRead();
    await signedIn;
    await settle();
    expect(settings.appTheme).toBe(2);
    expect(settings.is12h).toBe(true);
    expect(server.state.held.appTheme).toBe(2);
  });

  it('keeps the page as it is and logs when the server cannot be reached', async () => {
    const { settings, server, signIn, logged } = setUp({ cookies: { [COOKIE.appTheme]: '1' } });
    server.api.read = () => Promise.reject(new Error('offline'));
    server.api.save = () => Promise.reject(new Error('offline'));
    await signIn();
    settings.setAppFontSize(1);
    await settle();
    expect(settings.appTheme).toBe(1);
    expect(settings.appFontSize).toBe(1);
    expect(logged).toEqual(['Display settings read error', 'Display settings save error']);
  });
});
