import {
  MICRO_FRONT_RETRY,
  REMOTE_VIEW_RETRY,
  isFinalRemoteViewStatus,
  remoteViewRetryDelays,
} from './remote-view-retry';

describe('the remote view retry schedule', () => {
  it('retries a view 3 times, from 1 s, doubling the delay each time', () => {
    expect(remoteViewRetryDelays(REMOTE_VIEW_RETRY)).toEqual([1000, 2000, 4000]);
  });

  it('retries a micro-front 5 times from 1 s', () => {
    expect(remoteViewRetryDelays(MICRO_FRONT_RETRY)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('gives no delay at all to a policy without retries', () => {
    expect(remoteViewRetryDelays({ retries: 0, startDelayMs: 1000 })).toEqual([]);
  });

  it.each([
    [404, true],
    [403, true],
    [400, true],
    [410, true],
    [408, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])('treats HTTP %i as final: %s', (status, final) => {
    expect(isFinalRemoteViewStatus(status)).toBe(final);
  });
});
