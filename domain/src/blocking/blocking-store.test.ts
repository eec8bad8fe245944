import { BlockingStore } from './blocking-store';

const open = { forceGeoOffCookie: undefined, forceGeoOffAllowed: false };

describe('the blocking store', () => {
  afterEach(() => jest.useRealTimers());

  it('holds the reason the block service gives for this visitor', async () => {
    const store = new BlockingStore(
      { check: () => Promise.resolve({ displayTypeId: 16, templateTypeId: 1 }) },
      () => undefined,
    );
    await store.load('/ru/');
    expect(store.reason(open)).toBe(16);
  });

  it('retries 5 times 1000 ms apart, then logs and blocks nothing', async () => {
    jest.useFakeTimers();
    const log = jest.fn();
    let calls = 0;
    const store = new BlockingStore(
      {
        check: () => {
          calls += 1;
          return Promise.reject(new Error('503'));
        },
      },
      log,
    );
    const loading = store.load('/ru/');
    await jest.advanceTimersByTimeAsync(5000);
    await loading;
    expect(calls).toBe(6);
    expect(store.state).toBe('failed');
    expect(store.reason(open)).toBeNull();
    expect(log).toHaveBeenCalledWith('block service failed', expect.any(Error));
  });
});
