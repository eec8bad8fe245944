/** The bench's figure: the median and p90 of at least 5 runs. */
export const DEFAULT_BENCH_RUNS = 5;

/**
 * Runs per browser measurement: `BENCH_RUNS` lowers it only for checking the bench itself (the
 * report shows how many runs each row took); anything but a whole number from 1 up is the default.
 */
export function benchRuns(value: string | undefined): number {
  const runs = Number(value ?? DEFAULT_BENCH_RUNS);
  return Number.isInteger(runs) && runs >= 1 ? runs : DEFAULT_BENCH_RUNS;
}
