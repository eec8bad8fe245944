import type { RemoteViewScheduler } from '../remote-views/remote-view-store';

/** Lets pending promise callbacks run (a fixed number of microtask turns). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
}

/**
 * A clock and timers that move only when the test says so: `advance(ms)` runs each timer as it
 * falls due, in order, and lets the promises it starts settle. No test sleeps.
 */
export function fakeScheduler(start = 1_000_000) {
  let now = start;
  let timers: Array<{ at: number; run: () => void }> = [];
  const scheduler: RemoteViewScheduler = {
    now: () => now,
    delay(ms, run) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void (timers = timers.filter((other) => other !== timer));
    },
  };
  async function advance(ms: number): Promise<void> {
    const target = now + ms;
    for (;;) {
      await settle();
      const next = [...timers].sort((a, b) => a.at - b.at)[0];
      if (next === undefined || next.at > target) break;
      timers = timers.filter((timer) => timer !== next);
      now = next.at;
      next.run();
    }
    now = target;
    await settle();
  }
  /** The delays of the timers still pending, from now. */
  const pending = () => timers.map((timer) => timer.at - now);
  return { scheduler, advance, pending };
}

export type FakeScheduler = ReturnType<typeof fakeScheduler>;
