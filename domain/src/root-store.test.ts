import { when } from 'mobx';
import { createShellEventBus } from './bus/shell-event';
import type { LanguageCode } from './language/site-languages';
import { RootStore } from './root-store';
import {
  manualClock,
  memoryCookieJar,
  navigationEventFixture,
  rootStoreFixture,
  rootStoreTransportsFixture,
  siteConfigFixture,
} from './testing';

describe('the root store', () => {
  it('reloads the site configuration in the new language when the language changes', async () => {
    const bus = createShellEventBus();
    const requested: LanguageCode[] = [];
    const root = new RootStore(
      bus,
      {
        ...rootStoreTransportsFixture(siteConfigFixture(), manualClock(), memoryCookieJar()),
        siteConfigApi: {
          fetchSiteConfig: (lng) => {
            requested.push(lng);
            return Promise.resolve(siteConfigFixture({ siteName: `site in ${lng}` }));
          },
        },
      },
      { language: 'ru', hasUaCookie: false, pathname: '/ru/', search: '' },
    );
    root.followLanguage();
    bus.next(navigationEventFixture('/en/', 'en'));
    await when(() => root.siteConfig.state === 'ready');
    expect(requested).toEqual(['en']);
    expect(root.siteConfig.config?.siteName).toBe('site in en');
    root.dispose();
  });

  it('saves the global settings only as far as the cookie agreement allows', async () => {
    const { stores, cookies } = await rootStoreFixture();
    stores.settings.setPanelHidden('left', true);
    expect(cookies.get('hide_left')).toBeUndefined();
    await stores.cookieAgreement.agree({ functional: true, marketing: false });
    stores.settings.setPanelHidden('left', true);
    expect(cookies.get('hide_left')).toBe('1');
  });

  it('stops every listening store when disposed', async () => {
    const { bus, stores, clock } = await rootStoreFixture();
    stores.fingerprint.start();
    stores.dispose();
    bus.next({ type: 'notification', kind: 'info', message: { text: 'late' } });
    bus.next({ type: 'ban', level: 45, version: 0 });
    expect(stores.notifications.shown).toEqual([]);
    expect(stores.session.banLevel).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
