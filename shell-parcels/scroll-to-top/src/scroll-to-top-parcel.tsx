// @betshell/scroll-to-top: the scroll-to-top control of the default layout.
import { platform } from '@betshell/platform';
import { ScrollToTop } from './scroll-to-top';
import { scrollToTopStyles } from './scroll-to-top-styles';
import { windowScrollView } from './window-scroll-view';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'scroll-to-top',
  rootComponent: () => <ScrollToTop view={windowScrollView(window)} />,
  styles: scrollToTopStyles,
  errorBoundary: () => <span className="bs-scroll-top" hidden />,
});
