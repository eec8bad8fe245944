import { observer } from 'mobx-react-lite';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { PLAYER_MENU_LINKS, officeMenuFor } from '@betshell/domain';

export interface PlayerMenuProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  readonly logout: () => void;
}

/** The signed-in player's menu: the account id, links to the office pages it may open, logout. */
export const PlayerMenu = observer(function PlayerMenu({
  stores,
  navigate,
  logout,
}: PlayerMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { userId } = stores.session;
  const lng = stores.settings.language;
  const config = stores.siteConfig.config;
  const links =
    config === null
      ? []
      : officeMenuFor(config, stores.navigation.unbuiltRoutes, PLAYER_MENU_LINKS);

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setOpen(false);
    navigate(href);
  };

  return (
    <div className="bs-header__player">
      <button
        type="button"
        className="bs-header__player-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {/* On a phone the picture stands for the account id, which stays the button's name. */}
        <svg
          className="bs-header__player-icon"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        <span className="bs-header__player-name">
          {userId === null ? t('header_player_menu') : t('header_account_id', { id: userId })}
        </span>
      </button>
      <ul id={menuId} className="bs-header__player-menu" hidden={!open}>
        {links.map(({ key, path }) => {
          const href = `/${lng}${path}`;
          return (
            <li key={key}>
              <a href={href} onClick={(event) => follow(event, href)}>
                {t(key)}
              </a>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            {t('header_logout')}
          </button>
        </li>
      </ul>
    </div>
  );
});
