import type { SessionStore } from '../session/session-store';
import type { SharedStoreRegistry } from '../shared-stores/shared-stores';
import type { Clock } from '../time/clock';
import { AccountsStore, type AccountsApi } from './accounts-store';

/** What of the platform the accounts store needs (the platform itself satisfies it). */
export interface AccountsStoreHost {
  readonly shared: SharedStoreRegistry;
  readonly stores: { readonly session: SessionStore };
  readonly clock: Clock;
}

/**
 * The page's one accounts store, whichever parcel asks first (the header's balance, the office's
 * money pages, the coupon): made and started once, so every parcel sees the same balances.
 */
export function sharedAccountsStore(
  host: AccountsStoreHost,
  api: () => AccountsApi,
  log: (message: string, error: unknown) => void,
): AccountsStore {
  return host.shared('accounts', () => {
    const store = new AccountsStore(api(), host.stores.session, host.clock, log);
    store.start();
    return store;
  });
}
