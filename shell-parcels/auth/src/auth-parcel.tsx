// @betshell/auth: the sign-in chrome: the login modal and the session behaviour of the
// page. The root config mounts it on the pages of the default layout.
import { COOKIE, takeLogoutRequest } from '@betshell/domain';
import {
  SECURE_DATA_PATH,
  followSecureData,
  tokenUserId,
  type SecureData,
} from '@betshell/domain/sign-in';
import { platform } from '@betshell/platform';
import { AuthRoot } from './auth-root';
import { authStyles } from './auth-styles';
import { createAuthExtrasHttpApis, createSignInHttpApi } from './sign-in-http-api';

const api = createSignInHttpApi(platform.http);
const extras = createAuthExtrasHttpApis(platform.http, (presenter) =>
  platform.captcha.register(presenter),
);

const takeAskedLogout = () => takeLogoutRequest(platform.shared);

// limits-coupon-signin.md section 7, "Secure data": its cookies while the player is signed in.
const followPlayersSecureData = () =>
  followSecureData({
    authorised: () => platform.stores.session.authorised,
    load: async () => (await platform.http.get<SecureData>(SECURE_DATA_PATH)).data,
    cookies: platform.cookies,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    log: (message, detail) => console.error(message, detail),
  });

/** base64url as JWTs write it. */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'auth',
  rootComponent: () => (
    <AuthRoot
      api={api}
      extras={extras}
      bus={platform.bus}
      stores={platform.stores}
      clock={platform.clock}
      storage={platform.storage.local}
      navigate={platform.navigate}
      load={(url) => window.location.assign(url)}
      visible={() => document.visibilityState === 'visible'}
      tokenUserId={() => tokenUserId(platform.cookies.get(COOKIE.userToken), decodeBase64Url)}
      takeLogoutRequest={takeAskedLogout}
      log={(message, detail) => console.error(message, detail)}
      followSecureData={followPlayersSecureData}
    />
  ),
  styles: authStyles,
  errorBoundary: () => <span className="bs-auth" hidden />,
});
