// @betshell/support-button: the support button of the default layout (spec/shell.md section 2.2).
import { platform } from '@betshell/platform';
import { SupportButton } from './support-button';
import { supportButtonStyles } from './support-button-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'support-button',
  rootComponent: () => <SupportButton stores={platform.stores} navigate={platform.navigate} />,
  styles: supportButtonStyles,
  errorBoundary: () => <span className="bs-support" hidden />,
});
