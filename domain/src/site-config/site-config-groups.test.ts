import { DEFAULT_SITE_CONFIG } from './default-site-config';
import { SITE_CONFIG_GROUPS, isSiteConfigGroup, siteConfigGroups } from './site-config-groups';

describe('the site config groups', () => {
  it('put every key of the configuration in exactly one group', () => {
    const grouped = Object.values(SITE_CONFIG_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(DEFAULT_SITE_CONFIG).sort());
  });

  it('answer the keys of the chosen groups only', () => {
    expect(siteConfigGroups(DEFAULT_SITE_CONFIG, ['languages'])).toEqual({
      languages: { languages: DEFAULT_SITE_CONFIG.languages, hiddenLanguages: ['uz'] },
    });
  });

  it('know their names', () => {
    expect(isSiteConfigGroup('routes')).toBe(true);
    expect(isSiteConfigGroup('toString')).toBe(false);
  });
});
