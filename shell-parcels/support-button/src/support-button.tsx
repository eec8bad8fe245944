import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { supportPath } from '@betshell/domain/chrome';

export interface SupportButtonProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/** A button in the corner of every default-layout page, leading to help (domain supportPath). */
export const SupportButton = observer(function SupportButton({
  stores,
  navigate,
}: SupportButtonProps) {
  const { t } = useTranslation();
  const href = supportPath(stores.settings.language);
  return (
    <a
      className="bs-support"
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M12 3a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 1 1 12 0v1h-2v7h2v1h-5v2h5a2 2 0 0 0 2-2v-9a8 8 0 0 0-8-8z"
        />
      </svg>
      <span>{t('support_button')}</span>
    </a>
  );
});
