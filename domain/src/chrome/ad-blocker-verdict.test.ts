import { adBlockVerdict, type AdBlockProbe } from './ad-blocker-verdict';

describe('the ad blocker verdict', () => {
  it.each<[AdBlockProbe, string]>([
    [{ baitElementHidden: false, baitRequest: 'loaded', controlRequest: 'loaded' }, 'clear'],
    [{ baitElementHidden: true, baitRequest: 'loaded', controlRequest: 'loaded' }, 'blocked'],
    [{ baitElementHidden: false, baitRequest: 'failed', controlRequest: 'loaded' }, 'blocked'],
    [{ baitElementHidden: true, baitRequest: 'failed', controlRequest: 'failed' }, 'blocked'],
    [{ baitElementHidden: false, baitRequest: 'failed', controlRequest: 'failed' }, 'unknown'],
    [{ baitElementHidden: false, baitRequest: 'loaded', controlRequest: 'failed' }, 'clear'],
  ])('%j is %s', (probe, verdict) => {
    expect(adBlockVerdict(probe)).toBe(verdict);
  });
});
