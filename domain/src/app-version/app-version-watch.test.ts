import { manualClock } from '../testing';
import { APP_VERSION_CHECK_START_MS, AppVersionWatch } from './app-version-watch';

const INTERVAL_MS = 300_000;
/** Lets the promise of a check settle after the clock ran its timer (domain has no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function setUp(versions: Array<string | Error>) {
  const clock = manualClock();
  const logged: unknown[][] = [];
  const fetchVersion = jest.fn(() => {
    const next = versions.length > 1 ? versions.shift() : versions[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? '');
  });
  const watch = new AppVersionWatch({ fetchVersion }, clock, (...entry) => logged.push(entry), {
    intervalMs: () => INTERVAL_MS,
  });
  const advance = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  return { clock, watch, fetchVersion, logged, advance };
}

describe('the app version watch', () => {
  it('learns the version of the page as it starts, and checks again only after 60 s', async () => {
    const { watch, fetchVersion, advance } = setUp(['a1']);
    watch.start();
    await settle();
    expect(watch.loadedVersion).toBe('a1');
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await advance(APP_VERSION_CHECK_START_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('then checks every interval while the version stays the same', async () => {
    const { watch, fetchVersion, advance } = setUp(['a1']);
    watch.start();
    await advance(APP_VERSION_CHECK_START_MS);
    await advance(INTERVAL_MS);
    await advance(INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(watch.warningShown).toBe(false);
  });

  it('shows the update warning when the server version changes, and stops checking', async () => {
    const { clock, watch, advance } = setUp(['a1', 'a1', 'b2']);
    watch.start();
    await advance(APP_VERSION_CHECK_START_MS);
    expect(watch.warningShown).toBe(false);
    await advance(INTERVAL_MS);
    expect(watch.newVersion).toBe('b2');
    expect(watch.warningShown).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('hides the warning when the player dismisses it', async () => {
    const { watch, advance } = setUp(['a1', 'b2']);
    watch.start();
    await advance(APP_VERSION_CHECK_START_MS);
    watch.dismiss();
    expect(watch.warningShown).toBe(false);
  });

  it('logs a failed check and keeps checking', async () => {
    const down = new Error('down');
    const { watch, logged, advance } = setUp(['a1', down, 'b2']);
    watch.start();
    await advance(APP_VERSION_CHECK_START_MS);
    expect(logged).toEqual([['app version check failed', down]]);
    await advance(INTERVAL_MS);
    expect(watch.warningShown).toBe(true);
  });

  it('takes the first answer that arrives as the page version when the first check fails', async () => {
    const { watch, advance } = setUp([new Error('down'), 'a1', 'a1']);
    watch.start();
    await settle();
    expect(watch.loadedVersion).toBeNull();
    await advance(APP_VERSION_CHECK_START_MS);
    expect(watch.loadedVersion).toBe('a1');
    await advance(INTERVAL_MS);
    expect(watch.warningShown).toBe(false);
  });

  it('starts once, and stops when disposed', async () => {
    const { clock, watch, fetchVersion } = setUp(['a1']);
    watch.start();
    watch.start();
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    watch.dispose();
    expect(clock.pending()).toBe(0);
  });
});
