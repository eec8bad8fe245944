import {
  AFTER_FIRST_PAINT_MARK,
  IDLE_TIMEOUT_MS,
  LOAD_EVENT_WAIT_MS,
  afterFirstPaint,
  type FirstPaintWindow,
} from './after-first-paint';

function fakeWindow(readyState: string) {
  const listeners = new Map<string, () => void>();
  const timers: Array<{ ms: number; run: () => void }> = [];
  const frames: Array<() => void> = [];
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const marks: string[] = [];
  const window: FirstPaintWindow = {
    document: { readyState },
    addEventListener: (type, listener) => void listeners.set(type, listener),
    setTimeout: (run, ms) => timers.push({ run, ms }),
    requestAnimationFrame: (run) => frames.push(run),
    requestIdleCallback: (run, options) => idle.push({ run, timeout: options?.timeout }),
    performance: { mark: (name) => marks.push(name) },
  };
  return { window, listeners, timers, frames, idle, marks };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('after the first paint', () => {
  it('waits for the first page, the load event, a frame and an idle moment, then marks it', async () => {
    const fake = fakeWindow('interactive');
    let settled = () => undefined as void;
    const done = jest.fn();
    void afterFirstPaint(fake.window, new Promise((resolve) => (settled = resolve))).then(done);

    await settle();
    expect(fake.listeners.size).toBe(0);
    settled();
    await settle();
    expect(fake.timers.map((timer) => timer.ms)).toEqual([LOAD_EVENT_WAIT_MS]);
    fake.listeners.get('load')?.();
    await settle();
    expect(fake.frames).toHaveLength(1);
    fake.frames[0]?.();
    await settle();
    expect(fake.idle.map((request) => request.timeout)).toEqual([IDLE_TIMEOUT_MS]);
    expect(done).not.toHaveBeenCalled();
    fake.idle[0]?.run();
    await settle();
    expect(done).toHaveBeenCalled();
    expect(fake.marks).toEqual([AFTER_FIRST_PAINT_MARK]);
  });

  it('stops waiting for a load event that a hanging file holds back', async () => {
    const fake = fakeWindow('loading');
    const done = jest.fn();
    void afterFirstPaint(fake.window, Promise.resolve()).then(done);
    await settle();
    fake.timers[0]?.run();
    await settle();
    fake.frames[0]?.();
    await settle();
    fake.idle[0]?.run();
    await settle();
    expect(done).toHaveBeenCalled();
  });

  it('does not wait for a load event that has already happened', async () => {
    const fake = fakeWindow('complete');
    void afterFirstPaint(fake.window, Promise.resolve());
    await settle();
    expect(fake.listeners.has('load')).toBe(false);
    expect(fake.frames).toHaveLength(1);
  });
});
