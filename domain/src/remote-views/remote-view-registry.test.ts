import { RemoteViewRegistry } from './remote-view-registry';
import { RemoteViewStore } from './remote-view-store';

function newStore(key: string) {
  const transport = { load: jest.fn(() => Promise.resolve()), unload: jest.fn() };
  const store = new RemoteViewStore(key, transport, {
    retry: { retries: 0, startDelayMs: 1000 },
    scheduler: { delay: () => () => undefined, now: () => 0 },
    log: jest.fn(),
  });
  return { store, transport };
}

describe('the remote view registry', () => {
  it('creates and loads a view for its first user only', () => {
    const registry = new RemoteViewRegistry();
    const { store, transport } = newStore('a');
    const create = jest.fn(() => store);
    expect(registry.acquire('a', create)).toBe(store);
    expect(registry.acquire('a', create)).toBe(store);
    expect(create).toHaveBeenCalledTimes(1);
    expect(transport.load).toHaveBeenCalledTimes(1);
    expect(registry.usersOf('a')).toBe(2);
  });

  it('unloads a view when its last user lets go, and not before', async () => {
    const registry = new RemoteViewRegistry();
    const { store, transport } = newStore('a');
    registry.acquire('a', () => store);
    registry.acquire('a', () => store);
    await Promise.resolve();
    registry.release('a');
    expect(transport.unload).not.toHaveBeenCalled();
    expect(store.state).toBe('ready');
    registry.release('a');
    expect(transport.unload).toHaveBeenCalledTimes(1);
    expect(store.state).toBe('not-existing');
    expect(registry.usersOf('a')).toBe(0);
    expect(registry.stores()).toEqual([]);
  });

  it('creates a new view for a user that comes after the last one let go', () => {
    const registry = new RemoteViewRegistry();
    const first = newStore('a').store;
    const second = newStore('a').store;
    registry.acquire('a', () => first);
    registry.release('a');
    expect(registry.acquire('a', () => second)).toBe(second);
  });

  it('ignores a release of a view nobody holds', () => {
    const registry = new RemoteViewRegistry();
    expect(() => registry.release('nothing')).not.toThrow();
  });
});
