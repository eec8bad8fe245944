// @betshell/session-limit: chrome of the default layout, loaded after the first paint. For a
// signed-in player it pings the limits service every 30 s and, when the session limit runs out,
// shows the permanent notice and disconnects (limits-coupon-signin.md section 4).
import { platform } from '@betshell/platform';
import { createLimitsHttpApi } from '@betshell/domain/limits';
import { SessionLimitWatch } from './session-limit-watch';

const api = createLimitsHttpApi(platform.http, () => platform.i18n.language);
const disconnect = () => platform.bus.next({ type: 'sign-in', change: 'logout' });

const styles = `
.bs-session-limit {
  position: fixed;
  left: 50%;
  top: 1rem;
  transform: translateX(-50%);
  z-index: 1000;
  max-width: 28rem;
  padding: 1rem 1.25rem;
  border-radius: 0.5rem;
  background: #b3261e;
  color: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
}
.bs-session-limit p { margin: 0.25rem 0; }
`;

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'session-limit',
  rootComponent: () => (
    <SessionLimitWatch
      session={platform.stores.session}
      api={api}
      clock={platform.clock}
      onEnded={disconnect}
    />
  ),
  styles,
  errorBoundary: () => <span className="bs-session-limit" hidden />,
});
