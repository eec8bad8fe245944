import type { SiteConfig } from '../site-config/site-config';
import { openLinks, type UnbuiltRoutes } from './link-opens';

/** One entry of the header's main navigation: a path under the language and its text's key. */
export interface MainNavigationItem {
  readonly path: string;
  readonly labelKey: string;
}

/**
 * The header's main navigation (spec/shell.md section 1: the product's sports betting, line and
 * live, esports and cyber, the casino with its slots, and the results page; the site links to no
 * page that is not built). The spec names the areas, not the menu, so these are
 * ours; each is a route of the table, so its feature flag and the hidden paths decide whether it
 * shows, exactly as the guards decide whether it opens.
 */
export const MAIN_NAVIGATION: readonly MainNavigationItem[] = [
  { path: '/line', labelKey: 'header_nav_line' },
  { path: '/live', labelKey: 'header_nav_live' },
  { path: '/esports', labelKey: 'header_nav_esports' },
  { path: '/casino', labelKey: 'header_nav_casino' },
  { path: '/slots', labelKey: 'header_nav_slots' },
  { path: '/results', labelKey: 'header_nav_results' },
];

/**
 * The entries a visitor may open under this site config and in this build (linkOpens): no link
 * leads to a 404 or to a page not built.
 */
export function mainNavigationFor(
  config: SiteConfig,
  unbuilt: UnbuiltRoutes,
  items: readonly MainNavigationItem[] = MAIN_NAVIGATION,
): MainNavigationItem[] {
  return openLinks(config, unbuilt, items);
}

/** Whether a page's path (under the language) belongs to an entry: `/live/1/2` is under Live. */
export function isUnderNavigationItem(item: MainNavigationItem, path: string): boolean {
  return path === item.path || path.startsWith(`${item.path}/`);
}
