// @betshell/verification: the office verification and identification pages' single-spa
// lifecycles. The root config mounts it on the routes office-verification and
// office-identification (the layout table, root-config/src/layout/shell-layout.ts).
import { sharedOfficeSecurityStore } from '@betshell/domain/office-security';
import { VerificationStore } from '@betshell/domain/verification';
import { createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { observer } from 'mobx-react-lite';
import { createVerificationHttpApi } from './verification-http-api';
import { VerificationPage } from './verification-page';
import { verificationStyles } from './verification-styles';

const log = (message: string, detail: unknown) => console.error(message, detail);
// The office menu shows the state from the user config the security store holds: after each
// change here it asks again, so the menu follows.
const security = sharedOfficeSecurityStore(
  platform,
  () => createOfficeSecurityHttpApi(platform.http),
  log,
);
const store = new VerificationStore(createVerificationHttpApi(platform.http), log, () => {
  void security.refresh();
});

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'verification',
  rootComponent: observer(function VerificationRoot() {
    return (
      <VerificationPage
        store={store}
        language={platform.stores.settings.language}
        route={platform.stores.navigation.routeName}
      />
    );
  }),
  styles: verificationStyles,
  errorBoundary: () => <section className="bs-verification" />,
});
