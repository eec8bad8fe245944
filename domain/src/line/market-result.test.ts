import { marketResult, type MarketToSettle } from './market-result';

const m = (kind: 1 | 2 | 3 | 4, outcome: MarketToSettle['outcome'], param = 0): MarketToSettle => ({
  kind,
  outcome,
  param,
});

describe('market results', () => {
  it.each([
    [m(1, '1'), 2, 1, 'win'],
    [m(1, '1'), 1, 1, 'lose'],
    [m(1, 'X'), 1, 1, 'win'],
    [m(1, 'X'), 0, 1, 'lose'],
    [m(1, '2'), 0, 1, 'win'],
    [m(1, '2'), 3, 1, 'lose'],
    [m(2, '1'), 3, 1, 'win'],
    [m(2, '2'), 3, 1, 'lose'],
    [m(2, '1'), 2, 2, 'void'],
    [m(3, 'over', 2.5), 2, 1, 'win'],
    [m(3, 'under', 2.5), 2, 1, 'lose'],
    [m(3, 'under', 2.5), 1, 1, 'win'],
    [m(3, 'over', 2), 1, 1, 'void'],
    [m(3, 'under', 2), 1, 1, 'void'],
    [m(4, '1', -1.5), 2, 0, 'win'],
    [m(4, '1', -1.5), 1, 0, 'lose'],
    [m(4, '2', 1.5), 1, 0, 'win'],
    [m(4, '2', 1.5), 2, 0, 'lose'],
    [m(4, '1', -1), 1, 0, 'void'],
  ] as const)('settles %p at %p:%p as %s', (market, home, away, result) => {
    expect(marketResult(market, { home, away })).toBe(result);
  });
});
