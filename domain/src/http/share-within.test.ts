import { manualClock } from '../testing';
import { TOKEN_REQUEST_SHARE_MS, shareWithin } from './share-within';

function counting(answers: Array<() => Promise<string>>) {
  let calls = 0;
  const request = () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer === undefined ? Promise.reject(new Error('no answer')) : answer();
  };
  return { request, calls: () => calls };
}

describe('a request shared for a while', () => {
  it('is made once for every caller within 60 seconds of its start', async () => {
    const clock = manualClock();
    const { request, calls } = counting([() => Promise.resolve('token-1')]);
    const shared = shareWithin(TOKEN_REQUEST_SHARE_MS, clock, request);

    const first = shared.get();
    clock.advance(TOKEN_REQUEST_SHARE_MS - 1);
    await expect(Promise.all([first, shared.get()])).resolves.toEqual(['token-1', 'token-1']);
    expect(calls()).toBe(1);
  });

  it('is made again once the 60 seconds have passed', async () => {
    const clock = manualClock();
    const { request, calls } = counting([
      () => Promise.resolve('token-1'),
      () => Promise.resolve('token-2'),
    ]);
    const shared = shareWithin(TOKEN_REQUEST_SHARE_MS, clock, request);
    await shared.get();
    clock.advance(TOKEN_REQUEST_SHARE_MS);
    await expect(shared.get()).resolves.toBe('token-2');
    expect(calls()).toBe(2);
  });

  it('shares a failure only while it is in flight', async () => {
    const clock = manualClock();
    const { request, calls } = counting([
      () => Promise.reject(new Error('down')),
      () => Promise.resolve('token-2'),
    ]);
    const shared = shareWithin(TOKEN_REQUEST_SHARE_MS, clock, request);
    const [first, second] = [shared.get(), shared.get()];
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    await expect(shared.get()).resolves.toBe('token-2');
    expect(calls()).toBe(2);
  });

  it('asks again after being told to forget', async () => {
    const clock = manualClock();
    const { request, calls } = counting([
      () => Promise.resolve('token-1'),
      () => Promise.resolve('token-2'),
    ]);
    const shared = shareWithin(TOKEN_REQUEST_SHARE_MS, clock, request);
    await shared.get();
    shared.forget();
    await expect(shared.get()).resolves.toBe('token-2');
    expect(calls()).toBe(2);
  });
});
