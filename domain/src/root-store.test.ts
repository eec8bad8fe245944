import { when } from 'mobx';
import { createShellEventBus } from './bus/shell-event';
import type { LanguageCode } from './language/site-languages';
import { RootStore } from './root-store';
import { navigationEventFixture, siteConfigFixture } from './testing';

describe('the root store', () => {
  it('reloads the site configuration in the new language when the language changes', async () => {
    const bus = createShellEventBus();
    const requested: LanguageCode[] = [];
    const root = new RootStore(
      bus,
      {
        siteConfigApi: {
          fetchSiteConfig: (lng) => {
            requested.push(lng);
            return Promise.resolve(siteConfigFixture({ siteName: `site in ${lng}` }));
          },
        },
        blockApi: { check: () => Promise.resolve({ displayTypeId: 0, templateTypeId: 0 }) },
        log: () => undefined,
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
});
