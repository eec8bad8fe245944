import { MARKET_KINDS } from '../line/market-result';
import { lineEventFixture } from './line-fixtures';
import { marketGroups, marketLabel, marketsNameTypeOf } from './market-label';

describe('market names', () => {
  it('names an outcome by the short or the full dictionary key, with its line signed', () => {
    expect(
      marketLabel({ kind: MARKET_KINDS.matchResult, outcome: 'X', param: 0 }, 'short'),
    ).toEqual({
      key: 'sportsbook_market_short_result_draw',
      values: { param: '0' },
    });
    expect(marketLabel({ kind: MARKET_KINDS.handicap, outcome: '2', param: 1.5 }, 'full')).toEqual({
      key: 'sportsbook_market_full_handicap_2',
      values: { param: '+1.5' },
    });
    expect(
      marketLabel({ kind: MARKET_KINDS.total, outcome: 'under', param: 2.5 }, 'short').values.param,
    ).toBe('2.5');
  });

  it('reads only the two known name types', () => {
    expect(marketsNameTypeOf('full')).toBe('full');
    expect(marketsNameTypeOf('long')).toBeNull();
  });

  it('groups a game’s markets by kind, and keeps only the result in the compact view', () => {
    const { markets } = lineEventFixture(1);
    expect(marketGroups(markets).map((group) => [group.kind, group.markets.length])).toEqual([
      [MARKET_KINDS.matchResult, 3],
      [MARKET_KINDS.total, 2],
      [MARKET_KINDS.handicap, 2],
    ]);
    expect(marketGroups(markets, true).map((group) => group.kind)).toEqual([
      MARKET_KINDS.matchResult,
    ]);
  });
});
