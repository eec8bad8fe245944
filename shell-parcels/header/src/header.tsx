import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '@betshell/domain';
import { LanguageSwitcher } from './language-switcher';

export interface HeaderProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/** The site header: the site's name, leading home, and the language switcher. */
export const Header = observer(function Header({ stores, navigate }: HeaderProps) {
  const { t } = useTranslation();
  const siteName = stores.siteConfig.config?.siteName;
  const home = `/${stores.settings.language}/`;

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
      <LanguageSwitcher stores={stores} navigate={navigate} />
    </header>
  );
});
