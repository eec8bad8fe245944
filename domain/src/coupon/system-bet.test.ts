import { bet } from './coupon-fixtures';
import { combinations, splitSystemStake, systemLines, systemOptions } from './system-bet';

describe('system bets', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [4, 3, 4],
    [5, 2, 10],
    [5, 3, 10],
    [6, 3, 20],
    [10, 5, 252],
    [20, 10, 184756],
    [3, 4, 0],
  ])('has C(%p, %p) = %p lines', (n, k, lines) => {
    expect(combinations(n, k)).toBe(lines);
  });

  it('offers k from 2 to n - 1 of the non-bankers, with the bankers as offset', () => {
    const bets = [bet(1, 2), bet(2, 2), bet(3, 2), bet(4, 2), bet(5, 2, { isBanker: true })];
    expect(systemOptions(bets, 1000)).toEqual([
      { value: 2, offset: 1, combo: 6, minBetAmount: 6000 },
      { value: 3, offset: 1, combo: 4, minBetAmount: 4000 },
    ]);
  });

  it('offers no system for two non-bankers and none whose lines exceed the limit', () => {
    expect(systemOptions([bet(1, 2), bet(2, 2), bet(3, 2, { isBanker: true })], 100)).toEqual([]);
    const many = Array.from({ length: 14 }, (_, i) => bet(i + 1, 2));
    // C(14, 4) = 1001 and up to C(14, 10) = 1001 are over 1000 lines
    expect(systemOptions(many, 1).map((option) => option.value)).toEqual([2, 3, 11, 12, 13]);
  });

  it('puts every banker in every line of a 2/3 system', () => {
    const bets = [bet(1, 1.5, { isBanker: true }), bet(2, 2), bet(3, 3), bet(4, 4)];
    const lines = systemLines(bets, 2).map((line) => line.map((one) => one.marketId));
    expect(lines).toEqual([
      [1, 2, 3],
      [1, 2, 4],
      [1, 3, 4],
    ]);
  });

  it.each([
    [10000, 3, [3334, 3333, 3333]],
    [10000, 6, [1670, 1666, 1666, 1666, 1666, 1666]],
    [9, 3, [3, 3, 3]],
    [2, 3, [2, 0, 0]],
  ])('splits %p over %p lines as %p', (amount, lines, stakes) => {
    expect(splitSystemStake(amount, lines)).toEqual(stakes);
    expect(stakes.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});
