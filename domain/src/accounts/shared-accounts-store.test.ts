import { createShellEventBus } from '../bus/shell-event';
import { SessionStore } from '../session/session-store';
import { createSharedStoreRegistry } from '../shared-stores/shared-stores';
import { manualClock } from '../testing/manual-clock';
import type { AccountsApi } from './accounts-store';
import { sharedAccountsStore } from './shared-accounts-store';

function host() {
  return {
    shared: createSharedStoreRegistry(),
    stores: { session: new SessionStore(createShellEventBus()) },
    clock: manualClock(),
  };
}

const log = jest.fn();

function api() {
  const fetchBalance = jest.fn(() => Promise.reject(new Error('the test has no server')));
  const transport: AccountsApi = {
    fetchBalance,
    setActiveAccount: jest.fn(),
    addCurrency: jest.fn(),
    removeCurrency: jest.fn(),
  };
  return { transport, fetchBalance };
}

describe('the shared accounts store', () => {
  it('is one instance for every parcel that asks for it', () => {
    const platform = host();
    const transport = jest.fn(() => api().transport);
    const header = sharedAccountsStore(platform, transport, log);
    const office = sharedAccountsStore(platform, transport, log);
    expect(office).toBe(header);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a visitor who is not signed in', () => {
    const platform = host();
    const { transport, fetchBalance } = api();
    sharedAccountsStore(platform, () => transport, log);
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  it('starts following the session, so it loads when the player signs in', () => {
    const platform = host();
    const { transport, fetchBalance } = api();
    sharedAccountsStore(platform, () => transport, log);
    platform.stores.session.setAuthorised(true);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
  });
});
