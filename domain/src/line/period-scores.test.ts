import { addToPeriods, isPeriodScores, isSetOver, periodAt } from './period-scores';

describe('the score by period', () => {
  it('puts a football goal in the half under way, the second from the 55th minute', () => {
    expect(periodAt(1, 54)).toBe(0);
    expect(periodAt(1, 55)).toBe(1);
    const first = addToPeriods(1, [], 'home', 1, 10);
    expect(first).toEqual([{ home: 1, away: 0 }]);
    expect(addToPeriods(1, first, 'away', 1, 70)).toEqual([
      { home: 1, away: 0 },
      { home: 0, away: 1 },
    ]);
  });

  it('fills the periods nobody scored in with 0:0 (a hockey goal in the third period)', () => {
    expect(addToPeriods(2, [], 'away', 1, 60)).toEqual([
      { home: 0, away: 0 },
      { home: 0, away: 0 },
      { home: 0, away: 1 },
    ]);
  });

  it('adds basketball points to the quarter under way', () => {
    const periods = addToPeriods(3, [{ home: 20, away: 18 }], 'home', 2, 14);
    expect(periods).toEqual([{ home: 22, away: 18 }]);
    expect(addToPeriods(3, periods, 'away', 2, 16)).toEqual([
      { home: 22, away: 18 },
      { home: 0, away: 2 },
    ]);
  });

  it('never puts a score back in a period that is over, even on a clock that went back', () => {
    expect(
      addToPeriods(
        1,
        [
          { home: 1, away: 0 },
          { home: 0, away: 0 },
        ],
        'home',
        1,
        20,
      ),
    ).toEqual([
      { home: 1, away: 0 },
      { home: 1, away: 0 },
    ]);
  });

  it('counts tennis games into sets: a set ends at six with a lead of two, or at seven', () => {
    expect(isSetOver({ home: 6, away: 4 })).toBe(true);
    expect(isSetOver({ home: 6, away: 5 })).toBe(false);
    expect(isSetOver({ home: 7, away: 6 })).toBe(true);
    expect(addToPeriods(4, [{ home: 6, away: 5 }], 'away', 1, 30)).toEqual([{ home: 6, away: 6 }]);
    expect(addToPeriods(4, [{ home: 6, away: 4 }], 'away', 1, 30)).toEqual([
      { home: 6, away: 4 },
      { home: 0, away: 1 },
    ]);
    expect(addToPeriods(4, [], 'home', 1, 0)).toEqual([{ home: 1, away: 0 }]);
  });

  it('makes each esports map won a period of its own', () => {
    const one = addToPeriods(40, [], 'home', 1, 5);
    expect(addToPeriods(40, one, 'away', 1, 20)).toEqual([
      { home: 1, away: 0 },
      { home: 0, away: 1 },
    ]);
  });

  it('gives a sport it does not know one period', () => {
    expect(addToPeriods(99, [{ home: 1, away: 1 }], 'home', 3, 500)).toEqual([
      { home: 4, away: 1 },
    ]);
  });

  it('reads a list of period scores, and nothing else, as one', () => {
    expect(isPeriodScores([{ home: 1, away: 0 }])).toBe(true);
    expect(isPeriodScores([])).toBe(true);
    expect(isPeriodScores([{ home: '1', away: 0 }])).toBe(false);
    expect(isPeriodScores({ home: 1, away: 0 })).toBe(false);
    expect(isPeriodScores([null])).toBe(false);
  });
});
