import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppVersionWatch } from '@betshell/domain';

/**
 * spec/shell.md section 8: "New app version: update warning with reload". The player reloads when
 * it suits them (a bet being typed is not lost to a forced reload), or closes it for this page.
 */
export const UpdateWarning = observer(function UpdateWarning({
  watch,
  reload,
}: {
  readonly watch: AppVersionWatch;
  readonly reload: () => void;
}) {
  const { t } = useTranslation();
  if (!watch.warningShown) return null;
  return (
    <div className="bs-version" role="alert">
      <p>{t('app_version_new')}</p>
      <button type="button" className="bs-version__reload" onClick={reload}>
        {t('app_version_reload')}
      </button>
      <button
        type="button"
        className="bs-version__close"
        aria-label={t('app_version_later')}
        title={t('app_version_later')}
        onClick={() => watch.dismiss()}
      >
        ×
      </button>
    </div>
  );
});
