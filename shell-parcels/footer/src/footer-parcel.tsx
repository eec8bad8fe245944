// @betshell/footer: the footer parcel's single-spa lifecycles. The root config mounts it on the
// pages of the default layout, in its slot after the page's main area.
import { platform } from '@betshell/platform';
import { Footer } from './footer';
import { footerStyles } from './footer-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'footer',
  rootComponent: () => (
    <Footer
      stores={platform.stores}
      navigate={platform.navigate}
      openCookieSettings={() => platform.bus.next({ type: 'cookie-settings' })}
      year={new Date(platform.clock.now()).getFullYear()}
    />
  ),
  styles: footerStyles,
  errorBoundary: () => <footer className="bs-footer" />,
});
