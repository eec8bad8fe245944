import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import { registrationPath, type RegistrationReminderStore } from '@betshell/domain/chrome';
import { Button, Dialog } from '@betshell/ui';

export interface RegistrationReminderProps {
  readonly reminder: RegistrationReminderStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
}

/**
 * The reminder itself: a small dialog in the corner, not a modal, so the visitor can go on
 * reading and keeps the focus. Its button opens the registration route; closing it waits for the
 * next allowed time.
 */
export const RegistrationReminder = observer(function RegistrationReminder({
  reminder,
  stores,
  navigate,
}: RegistrationReminderProps) {
  const { t } = useTranslation();
  if (!reminder.visible) return null;
  return (
    <Dialog
      modal={false}
      className="bs-reminder"
      data-dialog="registration-reminder"
      title={t('registration_reminder_title')}
      closeLabel={t('registration_reminder_close')}
      onClose={() => reminder.close()}
    >
      <p>{t('registration_reminder_text')}</p>
      <Button
        tone="primary"
        className="bs-reminder__register"
        onClick={() => {
          reminder.close();
          navigate(registrationPath(stores.settings.language));
        }}
      >
        {t('registration_reminder_register')}
      </Button>
    </Dialog>
  );
});
