import { createShellEventBus } from '../bus/shell-event';
import { SessionStore } from '../session/session-store';
import { SiteConfigStore } from '../site-config/site-config-store';
import type { SiteConfig } from '../site-config/site-config';
import { memoryCookieJar, navigationEventFixture, siteConfigFixture } from '../testing';
import { SettingsStore } from './settings-store';

function setUp(
  hasUaCookie = false,
  cookieValues: Record<string, string> = {},
  overrides: Partial<SiteConfig> = {},
) {
  const bus = createShellEventBus();
  const session = new SessionStore(bus);
  const config = siteConfigFixture({
    languages: ['en', 'ru', 'uz'],
    hiddenLanguages: ['uz'],
    ...overrides,
  });
  const siteConfig = new SiteConfigStore({ fetchSiteConfig: () => Promise.resolve(config) });
  const cookies = memoryCookieJar(cookieValues);
  const settings = new SettingsStore(
    bus,
    siteConfig,
    session,
    { language: 'ru', hasUaCookie },
    cookies,
    { api: { read: () => Promise.resolve({}), save: () => Promise.resolve() }, log: () => {} },
  );
  return { bus, siteConfig, settings, session, cookies };
}

describe('the settings store', () => {
  it('follows the language of each navigation on the bus', () => {
    const { bus, settings } = setUp();
    bus.next(navigationEventFixture('/en/', 'en'));
    expect(settings.language).toBe('en');
  });

  it('stops listening once disposed', () => {
    const { bus, settings } = setUp();
    settings.dispose();
    bus.next(navigationEventFixture('/en/', 'en'));
    expect(settings.language).toBe('ru');
  });

  it('offers the site languages minus the hidden ones before the configuration loads', () => {
    const { settings } = setUp();
    expect(settings.availableLanguages).toEqual(['ru', 'en', 'ua', 'kz', 'az']);
  });

  it('offers the configured languages once the configuration loads, hidden ones only with the ua cookie', async () => {
    const anonymous = setUp();
    await anonymous.siteConfig.load('ru');
    expect(anonymous.settings.availableLanguages).toEqual(['en', 'ru']);

    const withUaCookie = setUp(true);
    await withUaCookie.siteConfig.load('ru');
    expect(withUaCookie.settings.availableLanguages).toEqual(['en', 'ru', 'uz']);
  });

  it('offers the hidden languages to an authorised player', async () => {
    const { siteConfig, settings, session } = setUp();
    await siteConfig.load('ru');
    session.setAuthorised(true);
    expect(settings.availableLanguages).toEqual(['en', 'ru', 'uz']);
  });

  it('keeps the language of each settled page in the lng cookie for a day', () => {
    const { bus, cookies } = setUp();
    bus.next(navigationEventFixture('/en/', 'en'));
    expect(cookies.get('lng')).toBe('en');
    expect(cookies.lifetimes.get('lng')).toEqual({ maxAgeSeconds: 86_400 });
  });

  it('starts from the defaults of the spec without cookies', () => {
    const { settings } = setUp();
    expect(settings.timeZone).toBe(3);
    expect(settings.is12h).toBe(false);
    expect(settings.appViewType).toBe(0);
    expect(settings.isGroupByCountry).toBe(false);
    expect([settings.leftPanelHidden, settings.rightPanelHidden]).toEqual([false, false]);
  });

  it('reads the global settings from their cookies', () => {
    const { settings } = setUp(false, {
      tzo: '5.5',
      is12h: '1',
      app_view_type: '1',
      isChampsGroupedByCountry: '1',
      hide_left: '1',
      hide_right: '0',
    });
    expect(settings.timeZone).toBe(5.5);
    expect(settings.is12h).toBe(true);
    expect(settings.appViewType).toBe(1);
    expect(settings.isGroupByCountry).toBe(true);
    expect([settings.leftPanelHidden, settings.rightPanelHidden]).toEqual([true, false]);
  });

  it('ignores a cookie it cannot read, keeping the default', () => {
    const { settings } = setUp(false, { tzo: 'Moscow', is12h: 'maybe', app_view_type: '7' });
    expect([settings.timeZone, settings.is12h, settings.appViewType]).toEqual([3, false, 0]);
  });

  it("takes the site's default betting view until the player chooses one", async () => {
    const { settings, siteConfig } = setUp(false, {}, { defaultBettingView: 1 });
    await siteConfig.load('ru');
    expect(settings.appViewType).toBe(1);
    settings.setAppViewType(0);
    expect(settings.appViewType).toBe(0);
  });

  it('refuses a site default betting view that is not a known view', async () => {
    const { settings, siteConfig } = setUp(false, {}, { defaultBettingView: 5 });
    await siteConfig.load('ru');
    expect(settings.appViewType).toBe(0);
  });

  it('writes each changed setting to its cookie', () => {
    const { settings, cookies } = setUp();
    settings.setTimeZone(-5);
    settings.setIs12h(true);
    settings.setAppViewType(1);
    settings.setGroupByCountry(true);
    settings.setPanelHidden('left', true);
    settings.setPanelHidden('right', true);
    expect(
      ['tzo', 'is12h', 'app_view_type', 'isChampsGroupedByCountry', 'hide_left', 'hide_right'].map(
        (name) => cookies.get(name),
      ),
    ).toEqual(['-5', '1', '1', '1', '1', '1']);
  });

  it('shows the light theme at normal size until the player chooses, kept in app_theme and app_font_size', () => {
    const { settings, cookies } = setUp();
    expect([settings.appTheme, settings.appFontSize]).toEqual([0, 0]);
    settings.setAppTheme(2);
    settings.setAppFontSize(2);
    expect([settings.appTheme, settings.appFontSize]).toEqual([2, 2]);
    expect([cookies.get('app_theme'), cookies.get('app_font_size')]).toEqual(['2', '2']);
  });

  it('reads the theme and font size from their cookies, ignoring values it does not know', () => {
    const chosen = setUp(false, { app_theme: '1', app_font_size: '1' }).settings;
    expect([chosen.appTheme, chosen.appFontSize]).toEqual([1, 1]);
    const unknown = setUp(false, { app_theme: 'dark', app_font_size: '3' }).settings;
    expect([unknown.appTheme, unknown.appFontSize]).toEqual([0, 0]);
  });

  it('refuses a time zone that does not exist', () => {
    const { settings, cookies } = setUp();
    settings.setTimeZone(20);
    expect(settings.timeZone).toBe(3);
    expect(cookies.get('tzo')).toBeUndefined();
  });

  it('shows odds in decimal until the player chooses another format, kept in coef_view_id', () => {
    const { settings, cookies } = setUp();
    expect(settings.coefViewId).toBe(0);
    settings.setCoefViewId(2);
    expect(settings.coefViewId).toBe(2);
    expect(cookies.get('coef_view_id')).toBe('2');
    expect(setUp(false, { coef_view_id: '2' }).settings.coefViewId).toBe(2);
  });

  it('ignores an odds format that is not offered, unreadable, or not in the allowed list', async () => {
    expect(setUp(false, { coef_view_id: '14' }).settings.coefViewId).toBe(0);
    expect(setUp(false, { coef_view_id: 'x' }).settings.coefViewId).toBe(0);
    const restricted = setUp(false, { coef_view_id: '4' }, { allowedCoefViews: [0, 1] });
    expect(restricted.settings.coefViewId).toBe(4);
    await restricted.siteConfig.load('ru');
    expect(restricted.settings.coefViewId).toBe(0);
  });
});
