// @betshell/notifications: shows the notifications anyone publishes on the bus (the runtime's
// notifications store keeps the list and closes each after 10 s).
import { platform } from '@betshell/platform';
import { Notifications } from './notifications';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'notifications',
  rootComponent: () => <Notifications notifications={platform.stores.notifications} />,
  // Its look is the UI kit's toasts (@betshell/ui): nothing of its own to add.
  styles: '',
  errorBoundary: () => <section className="ui-toasts" />,
});
