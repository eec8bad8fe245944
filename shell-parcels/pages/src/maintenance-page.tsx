import { maintenanceMessage, type MaintenanceConfig } from '@betshell/domain';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface MaintenancePageProps {
  readonly maintenance: MaintenanceConfig;
  readonly lng: string;
  readonly reload: () => void;
}

/** Dates in the player's own time zone, which only the browser knows. */
function formatDate(isoInstant: string, lng: 'ru' | 'en'): string {
  return new Intl.DateTimeFormat(lng === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(isoInstant));
}

/** The maintenance page: the spec's text (Russian for az, kz, ua, ru; English otherwise). */
export function MaintenancePage({ maintenance, lng, reload }: MaintenancePageProps) {
  const { t } = useTranslation();
  const message = maintenanceMessage(maintenance, lng, formatDate);
  return (
    <div lang={message.lng}>
      <PageFrame kind="maintenance" title={message.title}>
        {message.dates === undefined ? null : <p>{message.dates}</p>}
        <button type="button" className="bs-page__action" onClick={reload}>
          {t('main_refreshing_button')}
        </button>
      </PageFrame>
    </div>
  );
}
