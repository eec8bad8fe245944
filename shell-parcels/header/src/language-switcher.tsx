import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, pathInLanguage, type LanguageCode, type RootStore } from '@betshell/domain';

export interface LanguageSwitcherProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/**
 * One real link per language the visitor may use: the same page in that language. A plain click
 * navigates inside the shell; a middle click or a crawler follows the href.
 */
export const LanguageSwitcher = observer(function LanguageSwitcher({
  stores,
  navigate,
}: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { language, availableLanguages } = stores.settings;
  const { pathname, search } = stores.navigation;

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };

  return (
    <nav className="bs-header__languages" aria-label={t('header_language_switcher')}>
      <ul>
        {availableLanguages.map((lng: LanguageCode) => {
          const href = `${pathInLanguage(pathname, lng)}${search}`;
          const current = lng === language;
          return (
            <li key={lng}>
              <a
                href={href}
                // The ISO tag (uk, kk), not the site's code (ua, kz), which no screen reader knows.
                hrefLang={LANGUAGE_TAGS[lng]}
                lang={LANGUAGE_TAGS[lng]}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => follow(event, href)}
              >
                {t(`language_name_${lng}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
