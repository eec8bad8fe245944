import { observer } from 'mobx-react-lite';
import { type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOTTOM_NAVIGATION_BUTTON_LABELS,
  bottomNavigationFor,
  isCouponPage,
  isUnderNavigationItem,
  publishAnalyticsEvent,
  type RootStore,
  type ShellEventBus,
} from '@betshell/domain';

export interface BottomNavigationProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** The platform's bus: the request to open the coupon's sheet, the analytics events. */
  readonly bus: ShellEventBus;
  /** Whether the mobile menu is open (the Menu button shows it pressed). */
  readonly menuOpen: boolean;
  readonly openMenu: () => void;
}

/** The bar's pictures, drawn in the text's colour (currentColor), so both themes hold. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18M5.6 5.6c3.5 3.5 9.3 3.5 12.8 0M5.6 18.4c3.5-3.5 9.3-3.5 12.8 0" />
    </>
  ),
  live: (
    <>
      <rect x="3" y="5" width="18" height="13" rx="2" />
      <path d="M10 9l5 2.5-5 2.5z" />
    </>
  ),
  casino: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1" />
      <circle cx="15" cy="15" r="1" />
      <circle cx="15" cy="9" r="1" />
      <circle cx="9" cy="15" r="1" />
    </>
  ),
  bet_slip: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
};

function Icon({ name }: { readonly name: string }) {
  return (
    <svg
      className="bs-bottom-nav__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}

/**
 * The phone's bottom navigation (narrower than 1024 px; fixed to the bottom of the window, over its
 * safe area): the line, live and the casino, the bet slip with the number of its selections, and
 * the menu. The count is the root store's coupon summary, which reads the page's one coupon store
 * (none before the coupon parcel made it), and so is whether the coupon's sheet is open (its
 * `sheetOpen`, which the coupon parcel sets); the bet slip asks over the bus to open or close the
 * sheet, and off the coupon's pages leads to
 * the line, where the coupon is. Each button tells the analytics module (the spec's "bottom
 * navigation" area).
 */
export const BottomNavigation = observer(function BottomNavigation({
  stores,
  navigate,
  bus,
  menuOpen,
  openMenu,
}: BottomNavigationProps) {
  const { t } = useTranslation();
  // Null while no coupon is made on this page.
  const selections = stores.couponSummary.selections;
  // The coupon's sheet, as the coupon parcel opened or closed it.
  const sheetOpen = stores.couponSummary.sheetOpen;
  const config = stores.siteConfig.config;
  const lng = stores.settings.language;
  const pathUnderLanguage = stores.navigation.pathname.replace(/^\/[^/]+/, '');
  const withCoupon = isCouponPage(stores.navigation.page);

  const announce = (label: string) =>
    publishAnalyticsEvent(bus, 'bottom_navigation_item', { label });

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string, label: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    announce(label);
    navigate(href);
  };

  const links = config === null ? [] : bottomNavigationFor(config, stores.navigation.unbuiltRoutes);
  const line = links.find((link) => link.label === 'sports');

  return (
    <nav className="bs-bottom-nav" aria-label={t('bottom_nav_label')}>
      <ul>
        {links.map((item) => {
          const href = `/${lng}${item.path}`;
          return (
            <li key={item.path}>
              <a
                className="bs-bottom-nav__item"
                href={href}
                aria-current={isUnderNavigationItem(item, pathUnderLanguage) ? 'page' : undefined}
                onClick={(event) => follow(event, href, item.label)}
              >
                <Icon name={item.label} />
                <span className="bs-bottom-nav__text">{t(item.labelKey)}</span>
              </a>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="bs-bottom-nav__item"
            aria-expanded={withCoupon && sheetOpen}
            onClick={() => {
              announce(BOTTOM_NAVIGATION_BUTTON_LABELS.betSlip);
              if (withCoupon) bus.next({ type: 'coupon-sheet', change: 'toggle' });
              else navigate(`/${lng}${line?.path ?? '/'}`);
            }}
          >
            <Icon name="bet_slip" />
            <span className="bs-bottom-nav__text">{t('bottom_nav_bet_slip')}</span>
            {selections !== null && selections > 0 && (
              <span className="bs-bottom-nav__count" data-testid="bottom-nav-count">
                <span aria-hidden="true">{selections}</span>
                <span className="bs-bottom-nav__hidden">
                  {t('bottom_nav_bet_slip_count', { number: selections })}
                </span>
              </span>
            )}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="bs-bottom-nav__item"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              announce(BOTTOM_NAVIGATION_BUTTON_LABELS.menu);
              openMenu();
            }}
          >
            <Icon name="menu" />
            <span className="bs-bottom-nav__text">{t('bottom_nav_menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
});
