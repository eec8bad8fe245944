import type { RootStore } from '@betshell/domain';
import type { AnalyticsEventSink } from '@betshell/domain/analytics';
import type { MailingApi, OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityPage } from './security-page';
import { SettingsPage } from './settings-page';

export interface OfficeSecurityProps {
  readonly stores: Pick<RootStore, 'navigation'>;
  readonly security: OfficeSecurityStore;
  readonly mailingApi: MailingApi;
  /** The bus, for the analytics events of the settings page's mailing flags. */
  readonly bus: AnalyticsEventSink;
}

/**
 * The office security and settings pages: the player's user config is asked for each time the
 * parcel mounts (another player may have signed in since), with its loading and failed states.
 */
export const OfficeSecurity = observer(function OfficeSecurity({
  stores,
  security,
  mailingApi,
  bus,
}: OfficeSecurityProps) {
  const { t } = useTranslation();
  useEffect(() => {
    void security.load();
  }, [security]);
  const page = stores.navigation.page;
  const name = page?.kind === 'route' ? page.name : null;
  const title = name === 'office-settings' ? 'office_settings_title' : 'office_security_title';

  let body;
  if (security.loadState === 'failed') {
    body = (
      <div role="alert" className="bs-office-security__error">
        <p>{t(security.loadErrorKey ?? 'office_security_error_unknown')}</p>
        <button type="button" onClick={() => void security.load()}>
          {t('office_security_retry')}
        </button>
      </div>
    );
  } else if (security.config === null) {
    body = (
      <p role="status" aria-busy="true">
        {t('office_security_loading')}
      </p>
    );
  } else if (name === 'office-settings') {
    body = <SettingsPage security={security} mailingApi={mailingApi} bus={bus} />;
  } else {
    body = <SecurityPage security={security} />;
  }
  return (
    <section className="bs-office-security" data-page={name ?? 'office-security'}>
      <h1>{t(title)}</h1>
      {body}
    </section>
  );
});
