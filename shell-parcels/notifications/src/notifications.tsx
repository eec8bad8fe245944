import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NotificationMessage, NotificationsStore, ShownNotification } from '@betshell/domain';

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
  const text = useMessage(notification.message);
  // Errors and warnings interrupt a screen reader; the rest wait their turn.
  const urgent = notification.kind === 'error' || notification.kind === 'warning';
  return (
    <li
      className={`bs-notifications__item bs-notifications__item--${notification.kind}`}
      role={urgent ? 'alert' : 'status'}
    >
      <p>{text}</p>
      <button type="button" aria-label={t('notification_close')} onClick={dismiss}>
        ×
      </button>
    </li>
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
    <section className="bs-notifications" aria-label={t('notifications_region')}>
      <ul>
        {notifications.shown.map((notification) => (
          <Notification
            key={notification.id}
            notification={notification}
            dismiss={() => notifications.dismiss(notification.id)}
          />
        ))}
      </ul>
    </section>
  );
});
