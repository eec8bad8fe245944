import { accumulatorOfTheDay } from './accumulator-of-the-day';
import { lineEventFixture } from './line-fixtures';

describe('the accumulator of the day', () => {
  it('takes the favourite of the four soonest games with odds from 1.2 to 2.5, total truncated', () => {
    const events = [5, 1, 2, 3, 4].map((id) => lineEventFixture(id, {}, [1.333, 3.4, 4.2]));
    const accumulator = accumulatorOfTheDay(events);
    expect(accumulator?.selections.map((one) => one.event.id)).toEqual([1, 2, 3, 4]);
    expect(accumulator?.selections.map((one) => one.market.outcome)).toEqual(['1', '1', '1', '1']);
    // 1.333^4 = 3.157...: truncated, never rounded up.
    expect(accumulator?.coef).toBe(3.157);
  });

  it('skips suspended games, blocked odds and favourites outside the odds range', () => {
    const suspended = lineEventFixture(1, { isSuspended: true });
    const tooShort = lineEventFixture(2, {}, [1.05, 9, 20]);
    const blockedFavourite = lineEventFixture(3, {}, [1.85, 2.2, 4.2]);
    const blocked = {
      ...blockedFavourite,
      markets: blockedFavourite.markets.map((m) =>
        m.outcome === '1' ? { ...m, isBlocked: true } : m,
      ),
    };
    const good = lineEventFixture(4);
    const alsoGood = lineEventFixture(5, {}, [4, 3.1, 1.6]);
    const accumulator = accumulatorOfTheDay([suspended, tooShort, blocked, good, alsoGood]);
    expect(accumulator?.selections.map((one) => [one.event.id, one.market.outcome])).toEqual([
      [3, 'X'],
      [4, '1'],
      [5, '2'],
    ]);
  });

  it('makes none from fewer than two games', () => {
    expect(accumulatorOfTheDay([lineEventFixture(1)])).toBeNull();
    expect(accumulatorOfTheDay([])).toBeNull();
  });
});
