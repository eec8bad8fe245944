// @betshell/header: the header parcel's single-spa lifecycles. The root config mounts it on the
// pages of the default layout; it reads the shared stores and navigates through the platform.
import { loginModalAddress } from '@betshell/domain';
import { platform } from '@betshell/platform';
import { Header } from './header';
import { headerStyles } from './header-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'header',
  rootComponent: () => (
    <Header
      stores={platform.stores}
      navigate={platform.navigate}
      openLogin={() => {
        const { pathname, search } = platform.stores.navigation;
        platform.navigate(loginModalAddress(pathname, search));
      }}
      logout={() => platform.bus.next({ type: 'sign-in', change: 'logout' })}
    />
  ),
  styles: headerStyles,
  errorBoundary: () => <header className="bs-header" />,
});
