import { MAIN_NAVIGATION, isUnderNavigationItem, mainNavigationFor } from './main-navigation';
import { matchRoute } from '../routing/match-route';
import { siteConfigFixture } from '../testing/site-config-fixture';

type ConfigChange = Parameters<typeof siteConfigFixture>[0];
const everything = { hiddenPaths: [], routeFeatureFlags: { esports: true } };
const paths = (config: ConfigChange, unbuilt: ReadonlySet<string> = new Set()) =>
  mainNavigationFor(siteConfigFixture(config), unbuilt).map((item) => item.path);

describe('the main navigation', () => {
  it('leads only to routes of the table', () => {
    for (const item of MAIN_NAVIGATION) expect(matchRoute(item.path)).not.toBeNull();
  });

  it('shows every entry when nothing is hidden or switched off', () => {
    expect(paths(everything)).toEqual([
      '/line',
      '/live',
      '/esports',
      '/casino',
      '/slots',
      '/results',
    ]);
  });

  it('leaves out an entry whose feature flag is off, as the guards refuse its page', () => {
    const withFlagged = [
      { path: '/esports', labelKey: 'header_nav_esports' },
      { path: '/line', labelKey: 'header_nav_line' },
    ];
    const shown = (flags: Record<string, boolean>) =>
      mainNavigationFor(
        siteConfigFixture({ ...everything, routeFeatureFlags: flags }),
        new Set(),
        withFlagged,
      ).map((item) => item.path);
    expect(shown({ esports: true })).toEqual(['/esports', '/line']);
    expect(shown({ esports: false })).toEqual(['/line']);
    expect(shown({})).toEqual(['/line']);
  });

  it('leaves out an entry under a hidden path', () => {
    expect(paths({ ...everything, hiddenPaths: ['/slots', '/results/'] })).toEqual([
      '/line',
      '/live',
      '/esports',
      '/casino',
    ]);
  });

  it('leaves out an entry whose route this build does not render yet', () => {
    expect(paths(everything, new Set(['esports', 'slots', 'results']))).toEqual([
      '/line',
      '/live',
      '/casino',
    ]);
  });

  it('counts a page below an entry as that entry, and not a page that only starts alike', () => {
    const live = { path: '/live', labelKey: 'header_nav_live' };
    expect(isUnderNavigationItem(live, '/live')).toBe(true);
    expect(isUnderNavigationItem(live, '/live/1/22')).toBe(true);
    expect(isUnderNavigationItem(live, '/live-casino')).toBe(false);
  });
});
