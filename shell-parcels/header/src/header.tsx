import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnderNavigationItem, mainNavigationFor, type RootStore } from '@betshell/domain';
import { DisplayMenu } from './display-menu';
import { LanguageSwitcher } from './language-switcher';
import { PlayerMenu } from './player-menu';

export interface HeaderProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
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
 */
export const Header = observer(function Header({
  stores,
  navigate,
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

  return (
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
          {mainNavigationFor(config).map((item) => {
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
  );
});
