import type { ApiDatabase } from './bench-results';

type BenchDatabase = Exclude<ApiDatabase, 'none'>;

/**
 * Which API routes and databases one `npm run bench` measures (the parts and profiles are
 * bench-parts.ts): all by default.
 */
export interface BenchOptions {
  /** `--check`: exit 1 when a budget fails. */
  readonly check: boolean;
  /** `--api-targets=config,gettoken`: only these routes (names as in the table); null: all. */
  readonly apiTargets: readonly string[] | null;
  /** `--databases=PGlite`: only these databases; both by default. */
  readonly databases: readonly BenchDatabase[];
}

const DATABASES: readonly BenchDatabase[] = ['PGlite', 'PostgreSQL'];

function listOf(argv: readonly string[], name: string): string[] | null {
  const prefix = `--${name}=`;
  const argument = argv.find((one) => one.startsWith(prefix));
  if (argument === undefined) return null;
  return argument
    .slice(prefix.length)
    .split(',')
    .map((one) => one.trim())
    .filter((one) => one !== '');
}

/**
 * The bench's command line. A part of the API is for working on one route (measure the
 * config and token routes over and over without the six-minute run); every run still measures
 * the node:http reference, since the machine's load moves both alike. An unknown database or
 * target name is an error, not a run that silently measures nothing.
 */
export function benchOptions(
  argv: readonly string[],
  knownTargets: readonly string[],
): BenchOptions {
  const databases = listOf(argv, 'databases');
  const unknownDatabases = (databases ?? []).filter(
    (one) => !DATABASES.includes(one as BenchDatabase),
  );
  if (unknownDatabases.length > 0) {
    throw new Error(
      `unknown database ${unknownDatabases.join(', ')}; the databases are ${DATABASES.join(', ')}`,
    );
  }
  const apiTargets = listOf(argv, 'api-targets');
  const unknownTargets = (apiTargets ?? []).filter((one) => !knownTargets.includes(one));
  if (unknownTargets.length > 0) {
    throw new Error(
      `unknown API target ${unknownTargets.join(', ')}; the targets are ${knownTargets.join(', ')}`,
    );
  }
  return {
    check: argv.includes('--check'),
    apiTargets,
    databases: databases === null ? DATABASES : DATABASES.filter((one) => databases.includes(one)),
  };
}

/** Whether a route is measured in this run. */
export function measuresTarget(options: BenchOptions, target: string): boolean {
  return options.apiTargets === null || options.apiTargets.includes(target);
}
