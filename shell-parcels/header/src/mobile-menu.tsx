import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isUnderNavigationItem,
  mainNavigationFor,
  publishAnalyticsEvent,
  type AnalyticsEventSink,
  type RootStore,
} from '@betshell/domain';
import { Dialog } from '@betshell/ui';
import { DisplayMenu } from './display-menu';
import { LanguageSwitcher } from './language-switcher';

export interface MobileMenuProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** Where the menu's analytics events go: the platform's bus. */
  readonly bus: AnalyticsEventSink;
  readonly onClose: () => void;
}

/**
 * The phone's menu (narrower than 1024 px, where the header keeps one row): the main navigation,
 * the languages and the display settings, in a sheet of the kit's dialog. Choosing a section or a
 * language closes it and tells the analytics module (the spec's "mobile menu" area).
 */
export const MobileMenu = observer(function MobileMenu({
  stores,
  navigate,
  bus,
  onClose,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const config = stores.siteConfig.config;
  const lng = stores.settings.language;
  const pathUnderLanguage = stores.navigation.pathname.replace(/^\/[^/]+/, '');

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    publishAnalyticsEvent(bus, 'mobile_menu_navigation', { label: path });
    onClose();
    navigate(href);
  };

  // The language switcher navigates to the same page in the chosen language.
  const switchLanguage = (url: string) => {
    const chosen = /^\/([^/?#]+)/.exec(url)?.[1];
    if (chosen !== undefined) publishAnalyticsEvent(bus, 'mobile_menu_language', { label: chosen });
    onClose();
    navigate(url);
  };

  return (
    <Dialog
      title={t('header_mobile_menu')}
      closeLabel={t('header_mobile_menu_close')}
      onClose={onClose}
      className="bs-mobile-menu"
      data-dialog="mobile-menu"
    >
      {config !== null && (
        <nav className="bs-mobile-menu__nav" aria-label={t('header_main_navigation')}>
          <h3 className="bs-mobile-menu__heading">{t('header_mobile_menu_sections')}</h3>
          <ul>
            {mainNavigationFor(config, stores.navigation.unbuiltRoutes).map((item) => {
              const href = `/${lng}${item.path}`;
              return (
                <li key={item.path}>
                  <a
                    href={href}
                    aria-current={
                      isUnderNavigationItem(item, pathUnderLanguage) ? 'page' : undefined
                    }
                    onClick={(event) => follow(event, href, item.path)}
                  >
                    {t(item.labelKey)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <section className="bs-mobile-menu__languages">
        <h3 className="bs-mobile-menu__heading">{t('header_language_switcher')}</h3>
        <LanguageSwitcher stores={stores} navigate={switchLanguage} />
      </section>
      <section className="bs-mobile-menu__display">
        <DisplayMenu stores={stores} />
      </section>
    </Dialog>
  );
});
