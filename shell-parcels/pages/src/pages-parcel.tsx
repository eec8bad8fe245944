// @betshell/pages: the shell's own pages (not found, errors, blocking, maintenance) and the plain
// page of every area whose remote app is not built yet. The root config mounts it for those pages.
import { platform } from '@betshell/platform';
import { Pages } from './pages';
import { pagesStyles } from './pages-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'pages',
  rootComponent: () => (
    <Pages
      stores={platform.stores}
      navigate={platform.navigate}
      reload={() => window.location.reload()}
    />
  ),
  styles: pagesStyles,
  errorBoundary: () => <section className="bs-page" />,
});
