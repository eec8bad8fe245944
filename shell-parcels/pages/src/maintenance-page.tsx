import { useEffect } from 'react';
import {
  MAINTENANCE_RECHECK_MS,
  formatTime,
  maintenanceMessage,
  type MaintenanceConfig,
  type TimeDisplay,
} from '@betshell/domain';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

export interface MaintenancePageProps {
  readonly maintenance: MaintenanceConfig;
  readonly lng: string;
  /** The player's time zone and clock (settings.timeDisplay); the notice's own language wins. */
  readonly timeDisplay: TimeDisplay;
  /** Asks the server for the configuration again, past the browser's cache. */
  readonly recheck: () => void;
}

/**
 * The maintenance page: the spec's text (Russian for az, kz, ua, ru; English otherwise). It checks
 * the configuration every minute and on Refresh; when maintenance is over, the root config sends the
 * player home.
 */
export function MaintenancePage({ maintenance, lng, timeDisplay, recheck }: MaintenancePageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setInterval(recheck, MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [recheck]);
  // The dates in the player's time zone and clock, in the language the notice is written in.
  const message = maintenanceMessage(maintenance, lng, (isoInstant, noticeLng) =>
    formatTime(isoInstant, { ...timeDisplay, language: noticeLng }, 'long'),
  );
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
