import {
  betHistoryFilterProblem,
  betHistoryPageCount,
  betHistoryQuery,
  couponIdOfCode,
  selectionMarketLabel,
} from './bet-history';

describe('the bet history', () => {
  it('asks only for the filters set, the last day included (the server excludes its `to`)', () => {
    expect(betHistoryQuery({ dateFrom: null, dateTo: null, state: null, pageNumber: 1 })).toEqual({
      pageNumber: '1',
      pageSize: '10',
    });
    expect(
      betHistoryQuery({
        dateFrom: '2026-11-01',
        dateTo: '2026-11-22',
        state: 'won',
        pageNumber: 3,
      }),
    ).toEqual({
      pageNumber: '3',
      pageSize: '10',
      from: '2026-11-01',
      to: '2026-11-23',
      state: 'won',
    });
  });

  it('refuses a range that ends before it starts, and days that are no days', () => {
    expect(betHistoryFilterProblem({ dateFrom: '2026-11-22', dateTo: '2026-11-01' })).toBe(
      'from-after-to',
    );
    expect(betHistoryFilterProblem({ dateFrom: '2026-13-45', dateTo: null })).toBe('bad-date');
    expect(betHistoryFilterProblem({ dateFrom: '2026-11-01', dateTo: '2026-11-01' })).toBeNull();
  });

  it('has at least one page', () => {
    expect(betHistoryPageCount(0)).toBe(1);
    expect(betHistoryPageCount(10)).toBe(1);
    expect(betHistoryPageCount(11)).toBe(2);
  });
});

describe('a coupon code', () => {
  it('is the id of the coupon', () => {
    expect(couponIdOfCode(' 1234 ')).toBe(1234);
  });

  it('is nothing when it is not a positive number', () => {
    expect(couponIdOfCode('12a')).toBeNull();
    expect(couponIdOfCode('0')).toBeNull();
    expect(couponIdOfCode('-3')).toBeNull();
  });
});

describe('a selection’s market label', () => {
  it('is the outcome, a total with its line, or a handicap’s side and line', () => {
    expect(selectionMarketLabel({ kind: 1, outcome: 'X', param: 0 })).toBe('X');
    expect(selectionMarketLabel({ kind: 3, outcome: 'over', param: 2.5 })).toBe('> 2.5');
    expect(selectionMarketLabel({ kind: 3, outcome: 'under', param: 2.5 })).toBe('< 2.5');
    expect(selectionMarketLabel({ kind: 4, outcome: '1', param: -1.5 })).toBe('1 (-1.5)');
    expect(selectionMarketLabel({ kind: 4, outcome: '2', param: 1.5 })).toBe('2 (+1.5)');
    expect(selectionMarketLabel({ kind: 8, outcome: 'yes', param: 0 })).toBe('BTTS yes');
    expect(selectionMarketLabel({ kind: 29, outcome: '1', param: -0.75 })).toBe('AH 1 (-0.75)');
    expect(selectionMarketLabel({ kind: 20, outcome: 'over', param: 9.5 })).toBe('CRN T > 9.5');
  });
});
