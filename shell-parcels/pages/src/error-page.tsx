import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface ErrorPageProps {
  readonly status: number;
  readonly reload: () => void;
}

/** The error page (spec/shell.md sections 2.8 and 8): the status, and a way to try again. */
export function ErrorPage({ status, reload }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame kind={`error-${status}`} title={t('page_error_title')}>
      <p>{t('page_error_text', { status })}</p>
      <button type="button" className="bs-page__action" onClick={reload}>
        {t('main_refreshing_button')}
      </button>
    </PageFrame>
  );
}
