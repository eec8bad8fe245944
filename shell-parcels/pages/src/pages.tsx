import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RootStore, SettledPage } from '@betshell/domain';
import { AreaPage } from './area-page';
import { BlockingPage } from './blocking-page';
import { ErrorPage } from './error-page';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';

export interface PagesProps {
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  readonly reload: () => void;
}

function RoutePage({
  page,
  stores,
  reload,
}: {
  readonly page: Extract<SettledPage, { kind: 'route' }>;
  readonly stores: RootStore;
  readonly reload: () => void;
}) {
  const { t } = useTranslation();
  const maintenance = stores.siteConfig.config?.maintenance;
  switch (page.name) {
    case 'block-appeal-history':
      return (
        <PageFrame kind="block-appeal-history" title={t('block_appeal_history_title')}>
          <p>{t('block_appeal_history_text')}</p>
        </PageFrame>
      );
    case 'maintenance':
      return maintenance === undefined ? null : (
        <MaintenancePage
          maintenance={maintenance}
          lng={stores.settings.language}
          timeDisplay={stores.settings.timeDisplay}
          recheck={() => void stores.siteConfig.load(stores.settings.language, 'fresh')}
        />
      );
    case 'error-500':
      return <ErrorPage status={page.status} reload={reload} />;
    case 'oldBrowser':
      return (
        <PageFrame kind="old-browser" title={t('page_old_browser_title')}>
          <p>{t('page_old_browser_text')}</p>
        </PageFrame>
      );
    default:
      return page.area === 'blocking' ? (
        <BlockingPage name={page.name} />
      ) : (
        <AreaPage area={page.area} route={page.name} params={page.params} />
      );
  }
}

/** Whatever page the root config settled that no remote app renders. */
export const Pages = observer(function Pages({ stores, navigate, reload }: PagesProps) {
  const page = stores.navigation.page;
  if (page === null) return null;
  switch (page.kind) {
    case 'not-found':
      return <NotFoundPage home={`/${stores.settings.language}/`} navigate={navigate} />;
    case 'error':
      return <ErrorPage status={page.status} reload={reload} />;
    case 'route':
      return <RoutePage page={page} stores={stores} reload={reload} />;
  }
});
