import { lineEventFixture } from '../sportsbook/line-fixtures';
import { applyLineChange, lineChangeOf } from './line-change';
import { lineChangeFixture } from './line-change-fixtures';

describe('a change of the line', () => {
  it('is read only when it has the shape the stream sends', () => {
    expect(lineChangeOf(lineChangeFixture())).toEqual(lineChangeFixture());
    expect(lineChangeOf(null)).toBeNull();
    expect(lineChangeOf({ ...lineChangeFixture(), state: 'over' })).toBeNull();
    expect(
      lineChangeOf({ ...lineChangeFixture(), markets: [{ id: 1, coef: 'x', isBlocked: false }] }),
    ).toBeNull();
  });

  it('moves the event’s state, score and the markets it names, keeping names and the others', () => {
    const event = lineEventFixture(1, { state: 'live' });
    const changed = applyLineChange(
      event,
      lineChangeFixture({
        isSuspended: true,
        score: { home: 2, away: 1 },
        markets: [{ id: 11, coef: 3.1, isBlocked: true, result: null }],
      }),
    );
    expect(changed).toMatchObject({
      home: event.home,
      isSuspended: true,
      score: { home: 2, away: 1 },
    });
    expect(changed.markets[0]).toEqual(event.markets[0]);
    expect(changed.markets[1]).toEqual({ ...event.markets[1], coef: 3.1, isBlocked: true });
  });
});
