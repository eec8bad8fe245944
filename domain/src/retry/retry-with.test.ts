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

describe('retrying a call under a policy that names its retryable failures', () => {
  it('gives up at once on a failure the policy does not retry', async () => {
    let attempts = 0;
    const policy = {
      count: 5,
      delayMs: 0,
      retryable: (error: unknown) => (error as Error).message !== 'final',
    };
    await expect(
      retryWith(policy, () => Promise.reject(new Error(++attempts === 2 ? 'final' : 'transient'))),
    ).rejects.toThrow('final');
    expect(attempts).toBe(2);
  });
});
