// @betshell/office-security: the office security and settings pages' single-spa lifecycles. The
// root config mounts it on the routes office-security and office-settings (the layout table,
// root-config/src/layout/shell-layout.ts).
import { OfficeSecurityStore } from '@betshell/domain/office-security';
import { createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { createMailingHttpApi } from './mailing-http-api';
import { OfficeSecurity } from './office-security';
import { officeSecurityStyles } from './office-security-styles';

const store = new OfficeSecurityStore(
  createOfficeSecurityHttpApi(platform.http),
  (message, detail) => console.error(message, detail),
  platform.bus,
);
const mailingApi = createMailingHttpApi(platform.http);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-security',
  rootComponent: () => (
    <OfficeSecurity
      stores={platform.stores}
      security={store}
      mailingApi={mailingApi}
      bus={platform.bus}
    />
  ),
  styles: officeSecurityStyles,
  errorBoundary: () => <section className="bs-office-security" />,
});
