import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isUnderNavigationItem,
  mainNavigationFor,
  publishAnalyticsEvent,
  type RootStore,
  type ShellEventBus,
} from '@betshell/domain';
import { BottomNavigation } from './bottom-navigation';
import { DisplayMenu } from './display-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { PlayerMenu } from './player-menu';

export interface HeaderProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** The platform's bus: the phone's bottom navigation and menu talk to the coupon and analytics. */
  readonly bus: ShellEventBus;
  /** Opens the login modal of the sign-in parcel (bus `sign-in`). */
  readonly openLogin: () => void;
  /** Asks the sign-in parcel to log the player out. */
  readonly logout: () => void;
  /** Shows the balance parcel in its slot; answers the function that lets it go. */
  readonly mountBalance?: (slot: HTMLElement) => () => void;
}

/** The balance's place: the balance parcel is loaded into it only while a player is signed in. */
function BalanceSlot({ mount }: { readonly mount?: (slot: HTMLElement) => () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => (slot.current === null ? undefined : mount?.(slot.current)), [mount]);
  return <div className="bs-header__balance" ref={slot} />;
}

/**
 * The site header: the site's name, leading home, the main navigation, the language switcher, and the sign-in entry
 * points for a visitor or the player's menu for a signed-in player, and the display settings for both.
 * On a phone (narrower than 1024 px) the header keeps one row, the name and the account; the
 * navigation, the languages and the display settings are in the mobile menu, which the bottom
 * navigation opens.
 */
export const Header = observer(function Header({
  stores,
  navigate,
  bus,
  openLogin,
  logout,
  mountBalance,
}: HeaderProps) {
  const { t } = useTranslation();
  const siteName = stores.siteConfig.config?.siteName;
  const home = `/${stores.settings.language}/`;
  const registration = `/${stores.settings.language}/registration`;
  const config = stores.siteConfig.config;
  const pathUnderLanguage = stores.navigation.pathname.replace(/^\/[^/]+/, '');
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => {
    setMenuOpen(true);
    publishAnalyticsEvent(bus, 'mobile_menu_open');
  }, [bus]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <header className="bs-header">
        <a
          className="bs-header__brand"
          href={home}
          aria-label={siteName ? `${siteName}: ${t('header_home_link')}` : t('header_home_link')}
          onClick={(event) => {
            event.preventDefault();
            navigate(home);
          }}
        >
          {siteName}
        </a>
        {config !== null && (
          <nav className="bs-header__nav" aria-label={t('header_main_navigation')}>
            {mainNavigationFor(config, stores.navigation.unbuiltRoutes).map((item) => {
              const href = `/${stores.settings.language}${item.path}`;
              return (
                <a
                  key={item.path}
                  href={href}
                  aria-current={isUnderNavigationItem(item, pathUnderLanguage) ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(href);
                  }}
                >
                  {t(item.labelKey)}
                </a>
              );
            })}
          </nav>
        )}
        <LanguageSwitcher stores={stores} navigate={navigate} />
        {stores.session.authorised ? (
          <div className="bs-header__account">
            <DisplayMenu stores={stores} />
            <BalanceSlot mount={mountBalance} />
            <PlayerMenu stores={stores} navigate={navigate} logout={logout} />
          </div>
        ) : (
          <div className="bs-header__account">
            <DisplayMenu stores={stores} />
            <button type="button" className="bs-header__login" onClick={openLogin}>
              {t('header_login')}
            </button>
            <a
              className="bs-header__register"
              href={registration}
              onClick={(event) => {
                event.preventDefault();
                navigate(registration);
              }}
            >
              {t('header_register')}
            </a>
          </div>
        )}
      </header>
      <BottomNavigation
        stores={stores}
        navigate={navigate}
        bus={bus}
        menuOpen={menuOpen}
        openMenu={openMenu}
      />
      {menuOpen && <MobileMenu stores={stores} navigate={navigate} bus={bus} onClose={closeMenu} />}
    </>
  );
});
