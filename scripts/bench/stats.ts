/** The value below which `fraction` of the sorted samples fall (nearest rank), or null for none. */
export function percentile(samples: readonly number[], fraction: number): number | null {
  const finite = samples.filter((sample) => Number.isFinite(sample)).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const rank = Math.ceil(fraction * finite.length);
  return finite[Math.min(finite.length, Math.max(1, rank)) - 1] ?? null;
}

export interface Spread {
  readonly median: number | null;
  readonly p90: number | null;
  readonly runs: number;
}

/** Median and p90 of repeated runs: the benchmark reports both, never a single run. */
export function spreadOf(samples: readonly number[]): Spread {
  return {
    median: percentile(samples, 0.5),
    p90: percentile(samples, 0.9),
    runs: samples.filter((sample) => Number.isFinite(sample)).length,
  };
}
