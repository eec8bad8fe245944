import {
  REMOTE_VIEW_RELOAD_THROTTLE_MS,
  SCRIPT_CHUNK_RELOAD_GUARD_MS,
  claimPageReload,
  isOutsideInterval,
  isScriptChunkLoadError,
} from './reload-limits';

describe('the reload limits', () => {
  it('use the spec values: 1 s between view reloads, 60 s between page reloads', () => {
    expect(REMOTE_VIEW_RELOAD_THROTTLE_MS).toBe(1000);
    expect(SCRIPT_CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it.each([
    [null, 5000, true],
    [5000, 5999, false],
    [5000, 6000, true],
    [5000, 4000, true],
  ])('after an action at %p, allow another at %i: %s', (lastAt, now, allowed) => {
    expect(isOutsideInterval(lastAt, now, 1000)).toBe(allowed);
  });
});

describe('the script chunk guard', () => {
  function memoryStamp(initial: number | null = null) {
    let value = initial;
    return { read: () => value, write: (at: number) => void (value = at) };
  }

  it('reloads the page on the first failed chunk and stamps the time', () => {
    const stamp = memoryStamp();
    expect(claimPageReload(stamp, 100_000)).toBe(true);
    expect(stamp.read()).toBe(100_000);
  });

  it('refuses a second reload within 60 s, and allows one after', () => {
    const stamp = memoryStamp(100_000);
    expect(claimPageReload(stamp, 159_999)).toBe(false);
    expect(stamp.read()).toBe(100_000);
    expect(claimPageReload(stamp, 160_000)).toBe(true);
  });

  it.each([
    [
      'SystemJS production load error',
      new Error(
        'https://site/assets/app/pages.js, https://site/ (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)',
      ),
      true,
    ],
    ['SystemJS development load error', new Error('Error loading https://site/a.js'), true],
    [
      'a failed dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://site/a.js'),
      true,
    ],
    [
      'a webpack chunk',
      Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
      true,
    ],
    ['code that threw', new TypeError('x is not a function'), false],
    [
      'a module that did not register',
      new Error('(SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#2)'),
      false,
    ],
    ['a string', 'Error loading', false],
    ['nothing', undefined, false],
  ])('tells a failed chunk from other errors: %s', (_name, error, chunk) => {
    expect(isScriptChunkLoadError(error)).toBe(chunk);
  });
});
