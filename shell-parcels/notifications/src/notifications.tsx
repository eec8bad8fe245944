import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NotificationMessage, NotificationsStore, ShownNotification } from '@betshell/domain';
import { Toast, ToastRegion } from '@betshell/ui';

function useMessage(message: NotificationMessage): string {
  const { t } = useTranslation();
  return 'key' in message ? t(message.key, message.params) : message.text;
}

function Notification({
  notification,
  dismiss,
}: {
  readonly notification: ShownNotification;
  readonly dismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Toast tone={notification.kind} onClose={dismiss} closeLabel={t('notification_close')}>
      {useMessage(notification.message)}
    </Toast>
  );
}

/**
 * The notifications on screen, oldest first (domain/src/notifications/notifications-store.ts):
 * each closes itself after 10 s unless permanent, or when the player closes it.
 */
export const Notifications = observer(function Notifications({
  notifications,
}: {
  readonly notifications: NotificationsStore;
}) {
  const { t } = useTranslation();
  return (
    <ToastRegion label={t('notifications_region')}>
      {notifications.shown.map((notification) => (
        <Notification
          key={notification.id}
          notification={notification}
          dismiss={() => notifications.dismiss(notification.id)}
        />
      ))}
    </ToastRegion>
  );
});
