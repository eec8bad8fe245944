// @betshell/office-menu: the personal office's menu, which the root config mounts beside every
// office page (the layout table, root-config/src/layout/shell-layout.ts), so no office parcel
// carries it. Its stores are the page's shared ones: the balance the header shows, the limits the
// responsible-gaming page changes, the protection the security page raises.
import { sharedAccountsStore } from '@betshell/domain/accounts';
import { createLimitsHttpApi, sharedLimitsStore } from '@betshell/domain/limits';
import { sharedOfficeSecurityStore } from '@betshell/domain/office-security';
import { createSupportSummaryHttpApi, sharedSupportSummaryStore } from '@betshell/domain/support';
import { createAccountsHttpApi, createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { OfficeMenuRoot } from './office-menu-root';

const log = (message: string, detail: unknown) => console.error(message, detail);
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);
const limits = sharedLimitsStore(platform, () =>
  createLimitsHttpApi(platform.http, () => platform.i18n.language),
);
const security = sharedOfficeSecurityStore(
  platform,
  () => createOfficeSecurityHttpApi(platform.http),
  log,
);
const support = sharedSupportSummaryStore(
  platform,
  () => createSupportSummaryHttpApi(platform.http),
  log,
);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-menu',
  rootComponent: () => (
    <OfficeMenuRoot
      stores={platform.stores}
      accounts={accounts}
      limits={limits}
      security={security}
      support={support}
      clock={platform.clock}
      navigate={platform.navigate}
    />
  ),
  // The kit's menu brings its own look; the column it stands in is the shell's (shell.css).
  styles: '',
  errorBoundary: () => <div className="bs-office-menu" />,
});
