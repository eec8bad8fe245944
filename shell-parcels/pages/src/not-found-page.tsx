import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface NotFoundPageProps {
  readonly home: string;
  readonly navigate: (url: string) => void;
}

/** spec/shell.md section 8: "No matching page: 404 This page could not be found". */
export function NotFoundPage({ home, navigate }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame kind="not-found" title={t('page_not_found_title')}>
      <p>{t('page_not_found_text')}</p>
      <a
        className="bs-page__action"
        href={home}
        onClick={(event) => {
          event.preventDefault();
          navigate(home);
        }}
      >
        {t('page_go_home')}
      </a>
    </PageFrame>
  );
}
