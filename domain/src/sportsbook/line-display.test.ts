import { MARKET_KINDS } from '../line/market-result';
import { champsOf } from './line-event';
import {
  asianLineText,
  asianRowOf,
  bestMatchesFirst,
  champsByCountry,
  detailedScoreText,
  flagOf,
} from './line-display';
import { lineEventFixture } from './line-fixtures';

describe('the Asian view', () => {
  it.each([
    [-1.5, '-1.5'],
    [1.5, '+1.5'],
    [0, '0'],
    [-1, '-1'],
    [-0.25, '-0/0.5'],
    [0.25, '+0/0.5'],
    [-0.75, '-0.5/1'],
    [1.25, '+1/1.5'],
  ])(
    'writes the handicap %d as %s, a quarter line as the two lines the stake is split over',
    (param, text) => {
      expect(asianLineText(param, true)).toBe(text);
    },
  );

  it.each([
    [2.5, '2.5'],
    [2.25, '2/2.5'],
    [2.75, '2.5/3'],
    [3, '3'],
  ])('writes the total %d as %s, without a sign', (param, text) => {
    expect(asianLineText(param, false)).toBe(text);
  });

  it("lays a game out as the handicap (home odds, home side's line, away odds), over/under, then the result", () => {
    const event = lineEventFixture(1);
    const row = asianRowOf(event.markets);
    expect(row.handicap?.first.outcome).toBe('1');
    expect(row.handicap?.second.outcome).toBe('2');
    expect(row.handicap?.line).toBe('-1.5');
    expect([row.total?.first.outcome, row.total?.line, row.total?.second.outcome]).toEqual([
      'over',
      '2.5',
      'under',
    ]);
    expect(row.result.map((market) => market.outcome)).toEqual(['1', 'X', '2']);
  });

  it('leaves out a column a game has no markets for', () => {
    const event = lineEventFixture(1);
    const row = asianRowOf(event.markets.filter((m) => m.kind !== MARKET_KINDS.handicap));
    expect(row.handicap).toBeNull();
    expect(row.total).not.toBeNull();
  });
});

describe('championships grouped by country', () => {
  const spain = { code: 'ES', name: 'Испания' };
  const england = { code: 'GB-ENG', name: 'Англия' };
  const events = [
    lineEventFixture(1, { champId: 102, country: spain }),
    lineEventFixture(2, { champId: 401, country: null }),
    lineEventFixture(3, { champId: 101, country: england }),
    lineEventFixture(4, { champId: 103, country: spain }),
  ];

  it('puts the countries in the order of their names, the international championships last', () => {
    const groups = champsByCountry(champsOf(events), 'ru');
    expect(groups.map((group) => group.country?.code ?? null)).toEqual(['GB-ENG', 'ES', null]);
    expect(groups[1]?.champs.map((champ) => champ.id)).toEqual([102, 103]);
  });

  it('draws a flag for a country code, and England’s own', () => {
    expect(flagOf('ES')).toBe('🇪🇸');
    expect(flagOf('GB-ENG')).toBe('🏴󠁧󠁢󠁥󠁮󠁧󠁿');
    expect(flagOf('XX-YYY')).toBeNull();
  });
});

describe('best matches on top', () => {
  it('puts the games the book ranks first, the best first, the others in their order', () => {
    const events = [
      lineEventFixture(1),
      lineEventFixture(2, { topRank: 3 }),
      lineEventFixture(3),
      lineEventFixture(4, { topRank: 1 }),
    ];
    expect(bestMatchesFirst(events).map((event) => event.id)).toEqual([4, 2, 1, 3]);
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the detailed score', () => {
  it('writes each period of a game in play, and nothing before its start or without periods', () => {
    const periods = [
      { home: 1, away: 0 },
      { home: 0, away: 2 },
    ];
    expect(detailedScoreText({ state: 'live', periods })).toBe('1:0 0:2');
    expect(detailedScoreText({ state: 'finished', periods })).toBe('1:0 0:2');
    expect(detailedScoreText({ state: 'line', periods })).toBeNull();
    expect(detailedScoreText({ state: 'live', periods: [] })).toBeNull();
  });
});
