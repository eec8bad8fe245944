// @betshell/notifications: shows the notifications anyone publishes on the bus (the runtime's
// notifications store keeps the list and closes each after 10 s).
import { platform } from '@betshell/platform';
import { Notifications } from './notifications';
import { notificationsStyles } from './notifications-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'notifications',
  rootComponent: () => <Notifications notifications={platform.stores.notifications} />,
  styles: notificationsStyles,
  errorBoundary: () => <section className="bs-notifications" />,
});
