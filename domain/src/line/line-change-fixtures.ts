import type { LineChange } from '../sportsbook/line-event';
import type { LineChangeSource, LineStreamHandlers } from './live-line';

/** A stream the test drives: each open is recorded with the version it resumes from. */
export function fakeLineChangeSource() {
  const opened: { since: number | null; handlers: LineStreamHandlers; closed: boolean }[] = [];
  const source: LineChangeSource = {
    open(since, handlers) {
      const one = { since, handlers, closed: false };
      opened.push(one);
      return () => void (one.closed = true);
    },
  };
  return { source, opened, last: () => opened[opened.length - 1]!.handlers };
}

export const lineChangeFixture = (overrides: Partial<LineChange> = {}): LineChange => ({
  eventId: 1,
  sportId: 1,
  champId: 101,
  state: 'live',
  isSuspended: false,
  score: { home: 1, away: 0 },
  markets: [{ id: 10, coef: 2.05, isBlocked: false, result: null }],
  ...overrides,
});
