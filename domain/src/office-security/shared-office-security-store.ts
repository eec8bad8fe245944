import type { AnalyticsEventSink } from '../analytics/publish-analytics-event';
import type { SharedStoreRegistry } from '../shared-stores/shared-stores';
import type { OfficeSecurityApi } from './office-security-api';
import { OfficeSecurityStore } from './office-security-store';

/** What of the platform the office security store needs (the platform itself satisfies it). */
export interface OfficeSecurityStoreHost {
  readonly shared: SharedStoreRegistry;
  readonly bus: AnalyticsEventSink;
}

/**
 * The page's one office security store, whichever parcel asks first (the office security page, the
 * office menu): a protection method turned on in the security page raises the level the menu shows
 * at once.
 */
export function sharedOfficeSecurityStore(
  host: OfficeSecurityStoreHost,
  api: () => OfficeSecurityApi,
  log: (message: string, detail: unknown) => void,
): OfficeSecurityStore {
  return host.shared('officeSecurity', () => new OfficeSecurityStore(api(), log, host.bus));
}
