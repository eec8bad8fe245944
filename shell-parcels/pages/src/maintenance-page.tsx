import { useEffect } from 'react';
import {
  MAINTENANCE_RECHECK_MS,
  localeOf,
  maintenanceMessage,
  type MaintenanceConfig,
} from '@betshell/domain';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface MaintenancePageProps {
  readonly maintenance: MaintenanceConfig;
  readonly lng: string;
  /** Asks the server for the configuration again, past the browser's cache. */
  readonly recheck: () => void;
}

/** Dates in the player's own time zone, which only the browser knows. */
function formatDate(isoInstant: string, lng: 'ru' | 'en'): string {
  return new Intl.DateTimeFormat(localeOf(lng), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(isoInstant));
}

/**
 * The maintenance page: the spec's text (Russian for az, kz, ua, ru; English otherwise). It checks
 * the configuration every minute and on Refresh; when maintenance is over, the root config sends the
 * player home.
 */
export function MaintenancePage({ maintenance, lng, recheck }: MaintenancePageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setInterval(recheck, MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [recheck]);
  const message = maintenanceMessage(maintenance, lng, formatDate);
  return (
    <div lang={message.lng}>
      <PageFrame kind="maintenance" title={message.title}>
        {message.dates === undefined ? null : <p>{message.dates}</p>}
        <button type="button" className="bs-page__action" onClick={recheck}>
          {t('main_refreshing_button')}
        </button>
      </PageFrame>
    </div>
  );
}
