import { createSharedStoreRegistry } from '../shared-stores/shared-stores';
import { limitsApiFixture } from '../testing/limits-api-fixture';
import { manualClock } from '../testing/manual-clock';
import { sharedLimitsStore } from './shared-limits-store';

const transport = () => limitsApiFixture();

describe('the shared limits store', () => {
  it('is one instance for the office page and the session-limit watch', () => {
    const platform = { shared: createSharedStoreRegistry(), clock: manualClock() };
    const api = jest.fn(transport);
    const office = sharedLimitsStore(platform, api);
    const watch = sharedLimitsStore(platform, api);
    expect(watch).toBe(office);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is a separate store on another page (another registry)', () => {
    const clock = manualClock();
    const one = sharedLimitsStore({ shared: createSharedStoreRegistry(), clock }, transport);
    const other = sharedLimitsStore({ shared: createSharedStoreRegistry(), clock }, transport);
    expect(other).not.toBe(one);
  });
});
