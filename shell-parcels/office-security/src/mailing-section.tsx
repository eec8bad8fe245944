import {
  MAILING_FLAG_NAMES,
  MAILING_FLAGS_OFF,
  MailingStore,
  type MailingApi,
  type OfficeSecurityStore,
} from '@betshell/domain/office-security';
import type { AnalyticsEventSink } from '@betshell/domain/analytics';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@betshell/ui';

export interface MailingSectionProps {
  readonly security: OfficeSecurityStore;
  readonly mailingApi: MailingApi;
  /** The bus: a saved flag is an analytics event. */
  readonly bus: AnalyticsEventSink;
}

/**
 * The mailing flags (spec/limits-coupon-signin.md section 3): one checkbox each, saved as soon as
 * it changes. A flag the player cannot be reached by (no e-mail, no bound phone) is disabled with
 * the reason beside it; the e-mail and phone forms are above on the same page.
 */
export const MailingSection = observer(function MailingSection({
  security,
  mailingApi,
  bus,
}: MailingSectionProps) {
  const { t } = useTranslation();
  const config = security.config;
  // One store per loaded config (the settings page shows only once the config is loaded, and a
  // reload unmounts it), so the flags start from what the server answered.
  const [mailing] = useState(
    () => new MailingStore(mailingApi, config?.user_mailing ?? MAILING_FLAGS_OFF, bus),
  );
  if (config === null) return null;
  return (
    <fieldset className="bs-office-security__form" aria-label={t('mailing_title')}>
      <legend>
        <h2>{t('mailing_title')}</h2>
      </legend>
      <p>{t('mailing_intro')}</p>
      {MAILING_FLAG_NAMES.map((flag) => {
        const blocked = mailing.blockedReason(flag, config);
        const reasonId = `bs-mailing-${flag}-reason`;
        return (
          <div key={flag} className="bs-office-security__check">
            <label>
              <input
                type="checkbox"
                name={flag}
                checked={mailing.flags[flag]}
                disabled={blocked !== null || mailing.pending !== null}
                aria-describedby={blocked === null ? undefined : reasonId}
                onChange={(event) => void mailing.set(flag, event.currentTarget.checked)}
              />
              {t(`mailing_flag_${flag}`)}
            </label>
            {blocked !== null && (
              <p id={reasonId} className="bs-office-security__hint">
                {t(blocked)}
              </p>
            )}
            {mailing.pending === flag && <p role="status">{t('mailing_saving')}</p>}
            {mailing.saved === flag && (
              <p role="status" className="bs-office-security__done">
                {t(mailing.flags[flag] ? 'mailing_saved_on' : 'mailing_saved_off')}
              </p>
            )}
            {mailing.failure?.flag === flag && (
              <FormError>{t(mailing.failure.messageKey)}</FormError>
            )}
          </div>
        );
      })}
    </fieldset>
  );
});
