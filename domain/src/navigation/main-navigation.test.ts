import { MAIN_NAVIGATION, isUnderNavigationItem, mainNavigationFor } from './main-navigation';
import { matchRoute } from '../routing/match-route';

const everything = { hiddenPaths: [], routeFeatureFlags: { esports: true } };
const paths = (config: Parameters<typeof mainNavigationFor>[0]) =>
  mainNavigationFor(config).map((item) => item.path);

describe('the main navigation', () => {
  it('leads only to routes of the table', () => {
    for (const item of MAIN_NAVIGATION) expect(matchRoute(item.path)).not.toBeNull();
  });

  it('shows every entry when nothing is hidden or switched off', () => {
    expect(paths(everything)).toEqual(['/line', '/live', '/casino', '/slots', '/results']);
  });

  it('leaves out an entry whose feature flag is off, as the guards refuse its page', () => {
    const withFlagged = [
      { path: '/esports', labelKey: 'header_nav_esports' },
      { path: '/line', labelKey: 'header_nav_line' },
    ];
    const shown = (flags: Record<string, boolean>) =>
      mainNavigationFor({ ...everything, routeFeatureFlags: flags }, withFlagged).map(
        (item) => item.path,
      );
    expect(shown({ esports: true })).toEqual(['/esports', '/line']);
    expect(shown({ esports: false })).toEqual(['/line']);
    expect(shown({})).toEqual(['/line']);
  });

  it('leaves out an entry under a hidden path', () => {
    expect(paths({ ...everything, hiddenPaths: ['/slots', '/results/'] })).toEqual([
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
