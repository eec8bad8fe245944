// @betshell/snow: the optional snow of the home page (spec/shell.md sections 1 and 2.2).
import { platform } from '@betshell/platform';
import { Snow } from './snow';
import { snowStyles } from './snow-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'snow',
  rootComponent: () => <Snow stores={platform.stores} />,
  styles: snowStyles,
  errorBoundary: () => <span className="bs-snow" hidden />,
});
