// @betshell/cookie-banner: the cookie-agreement banner over the runtime's agreement store
// (platform.cookies.agreement); the footer reopens it through the bus.
import { platform } from '@betshell/platform';
import { CookieBanner } from './cookie-banner';
import { cookieBannerStyles } from './cookie-banner-styles';

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'cookie-banner',
  rootComponent: () => (
    <CookieBanner
      agreement={platform.cookies.agreement}
      bus={platform.bus}
      stores={platform.stores}
      navigate={platform.navigate}
    />
  ),
  styles: cookieBannerStyles,
  errorBoundary: () => <span className="bs-cookies" hidden />,
});
