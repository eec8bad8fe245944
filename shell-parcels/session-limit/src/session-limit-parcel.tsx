// @betshell/session-limit: chrome of the default layout, loaded after the first paint. For a
// signed-in player it pings the limits service every 30 s and, when the session limit runs out,
// shows the permanent notice and disconnects (limits-coupon-signin.md section 4); and it shows the
// reality check every N minutes of the session (limit 32, decisions.md).
import { askLogout } from '@betshell/domain';
import { platform } from '@betshell/platform';
import {
  createLimitsHttpApi,
  createRealityCheckHttpApi,
  sharedLimitsStore,
} from '@betshell/domain/limits';
import { RealityCheckWatch } from './reality-check-watch';
import { SessionLimitWatch } from './session-limit-watch';

// The page's one limits store: a limit changed in the office shows here at once.
const limits = sharedLimitsStore(platform, () =>
  createLimitsHttpApi(platform.http, () => platform.i18n.language),
);
const realityCheckApi = createRealityCheckHttpApi(platform.http);
const disconnect = () => askLogout(platform);

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
  background: var(--ui-color-danger);
  color: var(--ui-color-on-danger);
  box-shadow: var(--ui-elevation-2);
}
.bs-session-limit p { margin: 0.25rem 0; }
.bs-reality-check p { margin: 0.25rem 0; }
.bs-reality-check__choices { display: flex; gap: var(--ui-space-3); margin-top: var(--ui-space-4); }
.bs-reality-check__choices .ui-button { flex: 1; }
`;

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'session-limit',
  rootComponent: () => (
    <>
      <SessionLimitWatch session={platform.stores.session} limits={limits} onEnded={disconnect} />
      <RealityCheckWatch
        session={platform.stores.session}
        api={realityCheckApi}
        clock={platform.clock}
        bus={platform.bus}
        onLogOut={disconnect}
      />
    </>
  ),
  styles,
  errorBoundary: () => <span className="bs-session-limit" hidden />,
});
