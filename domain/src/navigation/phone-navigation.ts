import type { SiteConfig } from '../site-config/site-config';
import type { UnbuiltRoutes } from './link-opens';
import { mainNavigationFor, type MainNavigationItem } from './main-navigation';
import type { SettledPage } from './settled-page';

/**
 * The bottom navigation of a phone (narrower than 1024 px): the sports line, live and the casino as
 * links, then the bet slip and the menu as buttons. limits-coupon-signin.md section 2 knows a
 * "bottom navigation" only through analytics; its entries are ours. The links are entries of the
 * main navigation, so the site config hides them as it hides those.
 */
export const BOTTOM_NAVIGATION_LINKS: readonly (MainNavigationItem & {
  /** The analytics label (bottom_navigation_item). */
  readonly label: string;
})[] = [
  { path: '/line', labelKey: 'header_nav_line', label: 'sports' },
  { path: '/live', labelKey: 'header_nav_live', label: 'live' },
  { path: '/casino', labelKey: 'header_nav_casino', label: 'casino' },
];

/** The analytics labels of the bottom navigation's two buttons. */
export const BOTTOM_NAVIGATION_BUTTON_LABELS = { betSlip: 'bet_slip', menu: 'menu' } as const;

/** The bottom navigation's links a visitor may open under this site config and in this build. */
export function bottomNavigationFor(
  config: SiteConfig,
  unbuilt: UnbuiltRoutes,
): (typeof BOTTOM_NAVIGATION_LINKS)[number][] {
  const open = new Set(
    mainNavigationFor(config, unbuilt, BOTTOM_NAVIGATION_LINKS).map((item) => item.path),
  );
  return BOTTOM_NAVIGATION_LINKS.filter((item) => open.has(item.path));
}

/**
 * Whether the coupon is on a page (limits-coupon-signin.md section 2: "The coupon is shown beside
 * betting pages"): the betting pages of the default layout but the print-coupon page, which prints
 * one coupon. The layout table mounts the coupon by it; the bottom navigation's bet slip opens it
 * there and leads to the line elsewhere.
 */
export function isCouponPage(page: SettledPage | null): boolean {
  return (
    page !== null &&
    page.kind === 'route' &&
    page.area === 'betting' &&
    page.layout === 'default' &&
    page.name !== 'print-coupon'
  );
}
