import { createShellEventBus } from '../bus/shell-event';
import { SiteConfigStore } from '../site-config/site-config-store';
import { siteConfigFixture } from '../testing';
import { SettingsStore } from './settings-store';

function setUp(hasUaCookie = false) {
  const bus = createShellEventBus();
  const config = siteConfigFixture({ languages: ['en', 'ru', 'uz'], hiddenLanguages: ['uz'] });
  const siteConfig = new SiteConfigStore({ fetchSiteConfig: () => Promise.resolve(config) });
  const settings = new SettingsStore(bus, siteConfig, { language: 'ru', hasUaCookie });
  return { bus, siteConfig, settings };
}

describe('the settings store', () => {
  it('follows the language of each navigation on the bus', () => {
    const { bus, settings } = setUp();
    bus.next({ type: 'navigation', pathname: '/en/', search: '', lng: 'en' });
    expect(settings.language).toBe('en');
  });

  it('stops listening once disposed', () => {
    const { bus, settings } = setUp();
    settings.dispose();
    bus.next({ type: 'navigation', pathname: '/en/', search: '', lng: 'en' });
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
});
