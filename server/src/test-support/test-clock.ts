import type { Clock } from '../auth/clock';

/** A clock a test moves by hand: sessions, codes and captchas expire without anyone sleeping. */
export interface TestClock {
  readonly now: Clock;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
