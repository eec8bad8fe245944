import type { SharedStoreRegistry } from '../shared-stores/shared-stores';
import type { Clock } from '../time/clock';
import type { LimitsApi } from './limits-api';
import { LimitsStore } from './limits-store';

/** What of the platform the limits store needs (the platform itself satisfies it). */
export interface LimitsStoreHost {
  readonly shared: SharedStoreRegistry;
  readonly clock: Clock;
}

/**
 * The page's one limits store, whichever parcel asks first (the office's responsible-gaming page,
 * the session-limit watch): a limit changed in the office is the limit the watch pings with.
 * Reject is the delete call: section 4 uses the action call only when a site config value is 1,
 * and our site config has no such value, so no parcel passes one.
 */
export function sharedLimitsStore(host: LimitsStoreHost, api: () => LimitsApi): LimitsStore {
  return host.shared('limits', () => new LimitsStore(api(), host.clock));
}
