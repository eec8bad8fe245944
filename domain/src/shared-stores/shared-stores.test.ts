import type { SharedStores } from './shared-stores';
import { createSharedStoreRegistry } from './shared-stores';

const fakeStore = (label: string) => ({ label }) as unknown as SharedStores['coupon'];

describe('the shared store registry', () => {
  it('creates a store the first time a parcel asks for it', () => {
    const shared = createSharedStoreRegistry();
    const create = jest.fn(() => fakeStore('first'));
    expect(shared('coupon', create)).toEqual({ label: 'first' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives every later parcel the same instance without creating another', () => {
    const shared = createSharedStoreRegistry();
    const first = shared('coupon', () => fakeStore('first'));
    const create = jest.fn(() => fakeStore('second'));
    expect(shared('coupon', create)).toBe(first);
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps one instance per key', () => {
    const shared = createSharedStoreRegistry();
    const coupon = shared('coupon', () => fakeStore('coupon'));
    const accounts = shared('accounts', () => ({ label: 'accounts' }) as never);
    expect(accounts).not.toBe(coupon);
  });
});
