import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { registrationPath, type RegistrationReminderStore } from '@betshell/domain/chrome';

export interface RegistrationReminderProps {
  readonly reminder: RegistrationReminderStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/**
 * The reminder itself: a small dialog in the corner, not a modal, so the visitor can go on
 * reading. Its button opens the registration route; closing it waits for the next allowed time.
 */
export const RegistrationReminder = observer(function RegistrationReminder({
  reminder,
  stores,
  navigate,
}: RegistrationReminderProps) {
  const { t } = useTranslation();
  const title = useId();
  if (!reminder.visible) return null;
  return (
    <section className="bs-reminder" role="dialog" aria-labelledby={title}>
      <button
        type="button"
        className="bs-reminder__close"
        aria-label={t('registration_reminder_close')}
        title={t('registration_reminder_close')}
        onClick={() => reminder.close()}
      >
        ×
      </button>
      <h2 id={title}>{t('registration_reminder_title')}</h2>
      <p>{t('registration_reminder_text')}</p>
      <button
        type="button"
        className="bs-reminder__register"
        onClick={() => {
          reminder.close();
          navigate(registrationPath(stores.settings.language));
        }}
      >
        {t('registration_reminder_register')}
      </button>
    </section>
  );
});
