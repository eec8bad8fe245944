import type { LineChange } from '../sportsbook/line-event';
import { manualClock } from '../testing';
import { fakeLineChangeSource, lineChangeFixture } from './line-change-fixtures';
import {
  LiveLine,
  STREAM_FAILURES_BEFORE_POLLING,
  STREAM_RETRY_AFTER_POLLING_MS,
} from './live-line';

describe('the page’s live line', () => {
  it('opens one stream for all its followers and closes it when the last leaves', () => {
    const { source, opened, last } = fakeLineChangeSource();
    const live = new LiveLine(source, manualClock());
    const heard: LineChange[] = [];
    const stopFirst = live.follow({ changed: (change) => heard.push(change), resync: jest.fn() });
    const stopSecond = live.follow({ changed: (change) => heard.push(change), resync: jest.fn() });
    expect(opened).toHaveLength(1);
    expect(live.state).toBe('connecting');
    last().ready(7);
    expect(live.streaming).toBe(true);
    last().change(8, lineChangeFixture());
    expect(heard).toHaveLength(2);
    expect(live.version).toBe(8);
    stopFirst();
    expect(opened[0]!.closed).toBe(false);
    stopSecond();
    expect(opened[0]!.closed).toBe(true);
    expect(live.state).toBe('closed');
  });

  it('ignores a change that is not one, and tells its followers to read the line on resync', () => {
    const { source, last } = fakeLineChangeSource();
    const live = new LiveLine(source, manualClock());
    const changed = jest.fn();
    const resync = jest.fn();
    live.follow({ changed, resync });
    last().ready(1);
    last().change(2, { eventId: 'x' });
    expect(changed).not.toHaveBeenCalled();
    last().resync(90);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(live.version).toBe(90);
  });

  it('falls back to polling when the stream is lost again and again, then tries it from the last version', () => {
    const { source, opened, last } = fakeLineChangeSource();
    const clock = manualClock();
    const live = new LiveLine(source, clock);
    live.follow({ changed: jest.fn(), resync: jest.fn() });
    last().ready(5);
    last().change(6, lineChangeFixture());
    // A lost connection the browser makes again is no reason to poll.
    last().interrupted();
    last().ready(6);
    expect(live.streaming).toBe(true);
    for (let i = 0; i < STREAM_FAILURES_BEFORE_POLLING; i += 1) last().interrupted();
    expect(live.state).toBe('polling');
    expect(opened[0]!.closed).toBe(true);
    clock.advance(STREAM_RETRY_AFTER_POLLING_MS);
    expect(opened).toHaveLength(2);
    expect(opened[1]!.since).toBe(6);
    expect(live.state).toBe('polling');
    last().ready(9);
    expect(live.streaming).toBe(true);
  });

  it('polls at once when the stream cannot open', () => {
    const { source, last } = fakeLineChangeSource();
    const live = new LiveLine(source, manualClock());
    live.follow({ changed: jest.fn(), resync: jest.fn() });
    last().failed();
    expect(live.state).toBe('polling');
  });
});
