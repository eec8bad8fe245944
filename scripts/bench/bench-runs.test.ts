import { DEFAULT_BENCH_RUNS, benchRuns } from './bench-runs';

describe('runs per browser measurement', () => {
  it('are 5 unless BENCH_RUNS says otherwise', () => {
    expect(DEFAULT_BENCH_RUNS).toBe(5);
    expect(benchRuns(undefined)).toBe(5);
  });

  it('follow BENCH_RUNS when it is a whole number from 1 up', () => {
    expect(benchRuns('1')).toBe(1);
    expect(benchRuns('9')).toBe(9);
  });

  it('stay at the default for anything else', () => {
    for (const value of ['0', '-2', '2.5', 'many', '']) expect(benchRuns(value)).toBe(5);
  });
});
