import type { NetworkProfile } from './bench-results';

/** The parts of `npm run bench`, in the order a full run measures them. */
export const BENCH_PARTS = [
  'bytes',
  'home',
  'first-odds',
  'route-change',
  'api',
  'stream-fanout',
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];
export const BENCH_PROFILES: readonly NetworkProfile[] = ['unthrottled', 'mobile'];

export interface BenchSelection {
  readonly parts: ReadonlySet<BenchPart>;
  readonly profiles: readonly NetworkProfile[];
  /** Fewer parts or profiles than a full run: its budgets and files cover only what it measured. */
  readonly partial: boolean;
}

function listOption<T extends string>(
  argv: readonly string[],
  name: string,
  allowed: readonly T[],
): T[] | null {
  const prefix = `--${name}=`;
  const given = argv.filter((arg) => arg.startsWith(prefix));
  if (given.length === 0) return null;
  const values = given.flatMap((arg) => arg.slice(prefix.length).split(','));
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) {
      throw new Error(`--${name}: "${value}" is not one of ${allowed.join(', ')}`);
    }
  }
  // In the full run's order, so a partial run measures as the full one would.
  return allowed.filter((value) => values.includes(value));
}

/**
 * What a bench run measures: everything, or `--only=route-change` (a comma list of
 * bytes, home, first-odds, route-change, api, stream-fanout) and `--profile=unthrottled` (or mobile) to repeat one part,
 * e.g. while looking for what slowed the route change, without the 5-minute full run.
 */
export function benchSelection(argv: readonly string[]): BenchSelection {
  const parts = listOption(argv, 'only', BENCH_PARTS);
  const profiles = listOption(argv, 'profile', BENCH_PROFILES);
  return {
    parts: new Set(parts ?? BENCH_PARTS),
    profiles: profiles ?? BENCH_PROFILES,
    partial: parts !== null || profiles !== null,
  };
}
