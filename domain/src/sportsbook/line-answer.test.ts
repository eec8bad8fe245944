import { lineEventOf, lineEventsOf, lineSportsOf, UnreadableLineAnswer } from './line-answer';
import { lineEventFixture } from './line-fixtures';

describe('reading the line API’s answers', () => {
  it('passes the line as the server answers it', () => {
    const sports = [{ id: 1, name: 'Football', lineCount: 3, liveCount: 0 }];
    const events = [lineEventFixture(1), lineEventFixture(2, { state: 'live' })];
    expect(lineSportsOf(sports)).toBe(sports);
    expect(lineEventsOf(events)).toBe(events);
    expect(lineEventsOf([])).toEqual([]);
    expect(lineEventOf(events[0])).toBe(events[0]);
    expect(lineEventOf(null)).toBeNull();
  });

  it('refuses a body that is not the line', () => {
    for (const body of ['[{"id": <html>', { sports: [] }, [1, 2], [{ id: '1', name: 'x' }]])
      expect(() => lineSportsOf(body)).toThrow(UnreadableLineAnswer);
    const broken = { ...lineEventFixture(1), markets: [{ id: 10, coef: 'high' }] };
    expect(() => lineEventsOf([broken])).toThrow(UnreadableLineAnswer);
    expect(() => lineEventsOf('oops')).toThrow(UnreadableLineAnswer);
    expect(() => lineEventOf({ ...lineEventFixture(1), score: null })).toThrow(
      UnreadableLineAnswer,
    );
  });
});
