import { retryWith } from './retry-with';

describe('retrying a call', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the first success, waiting the policy delay between attempts', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    const call = retryWith({ count: 2, delayMs: 100 }, () =>
      ++attempts < 3 ? Promise.reject(new Error('down')) : Promise.resolve('up'),
    );
    await jest.advanceTimersByTimeAsync(199);
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBe('up');
    expect(attempts).toBe(3);
  });

  it('fails with the last error after the policy count of retries', async () => {
    let attempts = 0;
    await expect(
      retryWith({ count: 2, delayMs: 0 }, () => Promise.reject(new Error(`failure ${++attempts}`))),
    ).rejects.toThrow('failure 3');
  });
});
