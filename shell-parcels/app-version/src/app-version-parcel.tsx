// @betshell/app-version: the update warning with reload (spec/shell.md sections 4 and 8). The
// runtime watches the server's version (platform.stores.appVersion); this shows what it found.
import { platform } from '@betshell/platform';
import { UpdateWarning } from './update-warning';
import { appVersionStyles } from './app-version-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'app-version',
  rootComponent: () => (
    <UpdateWarning watch={platform.stores.appVersion} reload={() => window.location.reload()} />
  ),
  styles: appVersionStyles,
  errorBoundary: () => <span className="bs-version" hidden />,
});
