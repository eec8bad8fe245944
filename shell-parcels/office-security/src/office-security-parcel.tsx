// @betshell/office-security: the office security and settings pages' single-spa lifecycles. The
// root config mounts it on the routes office-security and office-settings (the layout table,
// root-config/src/layout/shell-layout.ts).
import { sharedOfficeSecurityStore } from '@betshell/domain/office-security';
import { createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { observer } from 'mobx-react-lite';
import { createMailingHttpApi } from './mailing-http-api';
import { OfficeSecurity } from './office-security';
import { officeSecurityStyles } from './office-security-styles';

// The page's one store, shared with the office menu, which shows its protection level.
const store = sharedOfficeSecurityStore(
  platform,
  () => createOfficeSecurityHttpApi(platform.http),
  (message, detail) => console.error(message, detail),
);
const mailingApi = createMailingHttpApi(platform.http);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-security',
  // An observer: the route shown moves between the two pages it renders.
  rootComponent: observer(function OfficeSecurityRoot() {
    return (
      <OfficeSecurity
        stores={platform.stores}
        security={store}
        mailingApi={mailingApi}
        bus={platform.bus}
      />
    );
  }),
  styles: officeSecurityStyles,
  errorBoundary: () => <section className="bs-office-security" />,
});
