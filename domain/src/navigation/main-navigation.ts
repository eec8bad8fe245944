import { isHiddenPath } from '../guards/conditions-guard';
import { matchRoute } from '../routing/match-route';
import type { SiteConfig } from '../site-config/site-config';

/** One entry of the header's main navigation: a path under the language and its text's key. */
export interface MainNavigationItem {
  readonly path: string;
  readonly labelKey: string;
}

/**
 * The header's main navigation (spec/shell.md section 1: the product's sports betting, line and
 * live, the casino with its slots, and the results page; esports joins them once it is built, as
 * the site links to no page that is not). The spec names the areas, not the menu, so these are
 * ours; each is a route of the table, so its feature flag and the hidden paths decide whether it
 * shows, exactly as the guards decide whether it opens.
 */
export const MAIN_NAVIGATION: readonly MainNavigationItem[] = [
  { path: '/line', labelKey: 'header_nav_line' },
  { path: '/live', labelKey: 'header_nav_live' },
  { path: '/casino', labelKey: 'header_nav_casino' },
  { path: '/slots', labelKey: 'header_nav_slots' },
  { path: '/results', labelKey: 'header_nav_results' },
];

/** The entries a visitor may open under this site config: no link leads to a 404. */
export function mainNavigationFor(
  config: Pick<SiteConfig, 'hiddenPaths' | 'routeFeatureFlags'>,
  items: readonly MainNavigationItem[] = MAIN_NAVIGATION,
): MainNavigationItem[] {
  return items.filter((item) => {
    const matched = matchRoute(item.path);
    if (matched === null) return false;
    const flag = matched.route.featureFlag;
    if (flag !== undefined && config.routeFeatureFlags[flag] !== true) return false;
    return !isHiddenPath(config.hiddenPaths, item.path);
  });
}

/** Whether a page's path (under the language) belongs to an entry: `/live/1/2` is under Live. */
export function isUnderNavigationItem(item: MainNavigationItem, path: string): boolean {
  return path === item.path || path.startsWith(`${item.path}/`);
}
