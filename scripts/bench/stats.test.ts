import { percentile, spreadOf } from './stats';

describe('benchmark statistics', () => {
  it('take the nearest-rank percentile of the samples in any order', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.9)).toBe(5);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
    expect(percentile([7], 0.9)).toBe(7);
  });

  it('have no percentile without samples, and leave out runs that measured nothing', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(spreadOf([Number.NaN, 2, Number.POSITIVE_INFINITY, 4])).toEqual({
      median: 2,
      p90: 4,
      runs: 2,
    });
  });
});
