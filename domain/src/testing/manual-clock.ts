import type { Clock } from '../time/clock';

export interface ManualClock extends Clock {
  /** Moves time forward, running every task that falls due, in order. */
  advance(ms: number): void;
  /** Tasks scheduled and not yet run or cancelled. */
  pending(): number;
}

/** A clock that stands still until the test advances it: no test waits for real time. */
export function manualClock(startMs = Date.UTC(2026, 0, 1)): ManualClock {
  let now = startMs;
  let nextId = 0;
  const tasks = new Map<number, { at: number; task: () => void }>();
  return {
    now: () => now,
    schedule(delayMs, task) {
      const id = nextId++;
      tasks.set(id, { at: now + Math.max(0, delayMs), task });
      return () => void tasks.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...tasks.entries()]
          .filter(([, entry]) => entry.at <= until)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (due === undefined) break;
        tasks.delete(due[0]);
        now = due[1].at;
        due[1].task();
      }
      now = until;
    },
    pending: () => tasks.size,
  };
}
