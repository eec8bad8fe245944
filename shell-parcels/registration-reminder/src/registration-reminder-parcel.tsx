// @betshell/registration-reminder: the registration reminder popup for anonymous visitors
// (spec/shell.md section 4, limits-coupon-signin.md section 4).
import { useEffect, useState } from 'react';
import { RegistrationReminderStore } from '@betshell/domain/chrome';
import { platform } from '@betshell/platform';
import { RegistrationReminder } from './registration-reminder';
import { registrationReminderStyles } from './registration-reminder-styles';

function Root() {
  const { stores } = platform;
  const [reminder] = useState(
    () =>
      new RegistrationReminderStore({
        siteConfig: stores.siteConfig,
        session: stores.session,
        navigation: stores.navigation,
        clock: platform.clock,
        storage: platform.storage,
      }),
  );
  useEffect(() => {
    reminder.start();
    return () => reminder.dispose();
  }, [reminder]);
  return <RegistrationReminder reminder={reminder} stores={stores} navigate={platform.navigate} />;
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'registration-reminder',
  rootComponent: Root,
  styles: registrationReminderStyles,
  errorBoundary: () => <span className="bs-reminder" hidden />,
});
