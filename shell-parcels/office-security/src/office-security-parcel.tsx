// @betshell/office-security: the office security and settings pages' single-spa lifecycles. The
// root config mounts it on the routes office-security and office-settings (the layout table,
// root-config/src/layout/shell-layout.ts).
import { OFFICE_MENU_LABEL_KEY, officeMenuLinks } from '@betshell/domain';
import { OfficeSecurityStore } from '@betshell/domain/office-security';
import { createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { SectionNav } from '@betshell/ui';
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

/** The office's section menu above the page (OFFICE_MENU of the domain, the kit's SectionNav). */
const OfficeMenu = observer(function OfficeMenu() {
  const { t } = useTranslation();
  const page = platform.stores.navigation.page;
  return (
    <SectionNav
      label={t(OFFICE_MENU_LABEL_KEY)}
      links={officeMenuLinks(
        platform.stores.settings.language,
        page?.kind === 'route' ? page.name : null,
        t,
      )}
      onNavigate={platform.navigate}
    />
  );
});

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-security',
  rootComponent: () => (
    <OfficeSecurity
      stores={platform.stores}
      security={store}
      mailingApi={mailingApi}
      bus={platform.bus}
      menu={<OfficeMenu />}
    />
  ),
  styles: officeSecurityStyles,
  errorBoundary: () => <section className="bs-office-security" />,
});
