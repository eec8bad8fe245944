import { createShellEventBus } from '../bus/shell-event';
import { SessionStore } from '../session/session-store';
import { SiteConfigStore } from '../site-config/site-config-store';
import { navigationEventFixture, siteConfigFixture } from '../testing';
import { SettingsStore } from './settings-store';

function setUp(hasUaCookie = false, session = new SessionStore()) {
  const bus = createShellEventBus();
  const config = siteConfigFixture({ languages: ['en', 'ru', 'uz'], hiddenLanguages: ['uz'] });
  const siteConfig = new SiteConfigStore({ fetchSiteConfig: () => Promise.resolve(config) });
  const settings = new SettingsStore(bus, siteConfig, session, { language: 'ru', hasUaCookie });
  return { bus, siteConfig, settings, session };
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
});
