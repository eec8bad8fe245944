import { createShellEventBus, type ShellEvent } from '../bus/shell-event';
import { createSharedStoreRegistry } from '../shared-stores/shared-stores';
import { askLogout, takeLogoutRequest } from './logout-request';

describe('a logout request', () => {
  it('goes on the bus and also waits for a sign-in parcel that was not listening yet', () => {
    const bus = createShellEventBus();
    const shared = createSharedStoreRegistry();
    const heard: ShellEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    askLogout({ bus, shared });
    expect(heard).toEqual([{ type: 'sign-in', change: 'logout' }]);
    expect(takeLogoutRequest(shared)).toBe(true);
  });

  it('is taken once: a sign-in parcel mounted again later does not log the next player out', () => {
    const shared = createSharedStoreRegistry();
    expect(takeLogoutRequest(shared)).toBe(false);
    askLogout({ bus: createShellEventBus(), shared });
    expect(takeLogoutRequest(shared)).toBe(true);
    expect(takeLogoutRequest(shared)).toBe(false);
  });
});
