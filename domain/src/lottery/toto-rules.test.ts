import {
  TOTO_MATCHES,
  combinationsByCorrect,
  splitTotoPool,
  totoCombinations,
  totoCouponCost,
  totoCouponPayout,
  totoPicksProblem,
  type TotoResult,
} from './toto-rules';

const single = (pick = '1') => new Array<string>(TOTO_MATCHES).fill(pick);
const results = (result: TotoResult = '1') => new Array<TotoResult>(TOTO_MATCHES).fill(result);

describe('a toto coupon', () => {
  it('costs the product of the outcomes picked per match times the base stake', () => {
    const picks = ['1X', '1X2', ...single().slice(2)];
    expect(totoCombinations(picks)).toBe(6);
    expect(totoCouponCost(picks, 1000)).toBe(6000);
    expect(totoCouponCost(single(), 1000)).toBe(1000);
  });

  it('needs fifteen picks of 1, X and 2, each once', () => {
    expect(totoPicksProblem(single())).toBeNull();
    expect(totoPicksProblem(single().slice(1))).toBe('wrong-match-count');
    expect(totoPicksProblem(['', ...single().slice(1)])).toBe('empty-pick');
    expect(totoPicksProblem(['11', ...single().slice(1)])).toBe('unknown-outcome');
    expect(totoPicksProblem(['3', ...single().slice(1)])).toBe('unknown-outcome');
    expect(totoPicksProblem(single('1X2'))).toBe('too-many');
  });

  it('counts its combinations by correct picks; a cancelled match is a hit for every pick', () => {
    const picks = ['1X', '2', ...single().slice(2)];
    const drawn = ['X', '1', ...results().slice(2)] as TotoResult[];
    const counts = combinationsByCorrect(picks, drawn);
    expect(counts[14]).toBe(1);
    expect(counts[13]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const cancelled = combinationsByCorrect(picks, ['cancelled', ...drawn.slice(1)]);
    expect(cancelled[14]).toBe(2);
  });
});

describe('the pool of a draw', () => {
  it('pays each category its share, split among its combinations; the rest carries over', () => {
    const split = splitTotoPool(
      100_000,
      0,
      new Map([
        [15, 2],
        [13, 3],
      ]),
    );
    expect(split.operatorMinor).toBe(25_000);
    const fifteen = split.categories.find((one) => one.correct === 15)!;
    expect(fifteen.perCombinationMinor).toBe(15_000);
    const thirteen = split.categories.find((one) => one.correct === 13)!;
    expect(thirteen.perCombinationMinor).toBe(3_750);
    const paid = split.categories.reduce(
      (sum, one) => sum + one.perCombinationMinor * one.winners,
      0,
    );
    expect(paid + split.carriedMinor + split.operatorMinor).toBe(100_000);
    expect(split.carriedMinor).toBe(75_000 - 30_000 - 11_250);
  });

  it('pays a coupon for each of its winning combinations', () => {
    const picks = ['1X', ...single().slice(1)];
    const split = splitTotoPool(
      20_000,
      0,
      new Map([
        [15, 1],
        [14, 1],
      ]),
    );
    const { payoutMinor, bestCorrect } = totoCouponPayout(picks, results(), split);
    expect(bestCorrect).toBe(15);
    expect(payoutMinor).toBe(6_000 + 3_000);
  });
});
