// @betshell/header: the header parcel's single-spa lifecycles. The root config mounts it on the
// pages of the default layout; it reads the shared stores and navigates through the platform.
import { askLogout, loginModalAddress } from '@betshell/domain';
import { platform } from '@betshell/platform';
import { Header } from './header';
import { headerStyles } from './header-styles';

// The balance is its own parcel (@betshell/balance), loaded only for a signed-in player: a
// visitor's first page never carries it (the first-load budget).
const mountBalance = (slot: HTMLElement) => {
  const view = platform.remoteViews.show(slot, { kind: 'parcel', module: '@betshell/balance' });
  return () => view.release();
};

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'header',
  rootComponent: () => (
    <Header
      stores={platform.stores}
      navigate={platform.navigate}
      bus={platform.bus}
      openLogin={() => {
        const { pathname, search } = platform.stores.navigation;
        platform.navigate(loginModalAddress(pathname, search));
      }}
      logout={() => askLogout(platform)}
      mountBalance={mountBalance}
    />
  ),
  styles: headerStyles,
  errorBoundary: () => <header className="bs-header" />,
});
