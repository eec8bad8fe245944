import type { ShellEventBus } from '../bus/shell-event';
import type { SharedStoreRegistry } from '../shared-stores/shared-stores';

/** A logout asked of the sign-in parcel and not yet carried out (the page's `logoutRequest`). */
export interface LogoutRequest {
  asked: boolean;
}

/** What of the platform asking for a logout takes. */
export interface LogoutRequestHost {
  readonly bus: ShellEventBus;
  readonly shared: SharedStoreRegistry;
}

const requestOf = (shared: SharedStoreRegistry) =>
  shared('logoutRequest', (): LogoutRequest => ({ asked: false }));

/**
 * Asks the sign-in parcel to log the player out (bus `sign-in` `logout`). That parcel mounts after
 * the first paint (root-config/src/layout/shell-layout.ts), seconds into a page on a slow machine,
 * and the bus keeps nothing for a late listener: a logout clicked in the header before then was
 * lost and the player stayed signed in. So the request also waits in the page's shared registry
 * for the parcel to take.
 */
export function askLogout(host: LogoutRequestHost): void {
  requestOf(host.shared).asked = true;
  host.bus.next({ type: 'sign-in', change: 'logout' });
}

/** For the sign-in parcel: whether a logout waits for it; taking it clears it (one request, one logout). */
export function takeLogoutRequest(shared: SharedStoreRegistry): boolean {
  const request = requestOf(shared);
  const asked = request.asked;
  request.asked = false;
  return asked;
}
