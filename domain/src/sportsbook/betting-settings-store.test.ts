import { SiteConfigStore } from '../site-config/site-config-store';
import type { SiteConfig } from '../site-config/site-config';
import { memoryCookieJar, siteConfigFixture } from '../testing';
import { BettingSettingsStore } from './betting-settings-store';

function setUp(cookieValues: Record<string, string> = {}, config: Partial<SiteConfig> = {}) {
  const siteConfig = new SiteConfigStore({
    fetchSiteConfig: () => Promise.resolve(siteConfigFixture(config)),
  });
  const cookies = memoryCookieJar(cookieValues);
  return { siteConfig, cookies, settings: new BettingSettingsStore(cookies, siteConfig) };
}

describe('the betting settings', () => {
  it('start with short market names, both accumulators of the day on and the full view', () => {
    const { settings } = setUp();
    expect(settings.marketsNameType).toBe('short');
    expect(settings.accumulatorOfDay).toEqual({ line: true, live: true });
    expect(settings.compactView).toBe(false);
  });

  it('keep each choice in its cookie for a day and read it back', () => {
    const { settings, cookies } = setUp();
    settings.setMarketsNameType('full');
    settings.setAccumulatorOfDay('live', false);
    settings.setCompactView(true);
    expect(cookies.get('markets_name_type')).toBe('full');
    expect(cookies.get('accumulator_of_day_live')).toBe('0');
    expect(cookies.get('compact_view')).toBe('1');
    expect(cookies.lifetimes.get('compact_view')).toEqual({ maxAgeSeconds: 86_400 });

    const again = new BettingSettingsStore(cookies, setUp().siteConfig);
    expect(again.marketsNameType).toBe('full');
    expect(again.accumulatorOfDay).toEqual({ line: true, live: false });
    expect(again.compactView).toBe(true);
  });

  it('take the site’s default market names when the player has none, and ignore an unknown one', async () => {
    const { settings, siteConfig } = setUp(
      { markets_name_type: 'long' },
      { defaultMarketsNameType: 'full' },
    );
    expect(settings.marketsNameType).toBe('short');
    await siteConfig.load('ru');
    expect(settings.marketsNameType).toBe('full');
  });
});
