// @betshell/office-security: the office security and settings pages' single-spa lifecycles. The
// root config mounts it on the routes office-security and office-settings (the layout table,
// root-config/src/layout/shell-layout.ts).
import { OfficeSecurityStore } from '@betshell/domain/office-security';
import { createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { OfficeMenu } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
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
  // An observer: the route shown moves between the two pages it renders, and the menu marks it.
  rootComponent: observer(function OfficeSecurityRoot() {
    const { t } = useTranslation();
    return (
      <OfficeSecurity
        stores={platform.stores}
        security={store}
        mailingApi={mailingApi}
        bus={platform.bus}
        menu={
          <OfficeMenu
            language={platform.stores.settings.language}
            route={platform.stores.navigation.routeName}
            translate={t}
            onNavigate={platform.navigate}
          />
        }
      />
    );
  }),
  styles: officeSecurityStyles,
  errorBoundary: () => <section className="bs-office-security" />,
});
