// `npm run typecheck`: every package against the lib and types of its own tsconfig (domain has no
// DOM and no Node, the browser packages no Node beyond root-config's, server and scripts no DOM),
// so one root project cannot do it. The 25 parcels share their options, so they are not 25
// programs that each check React's types and the domain again: shell-parcels/tsconfig.json puts
// them in a few programs, one per set of global declarations their imports bring in (a package's
// `declare global` reaches every file of its program), so each parcel sees the globals it would
// alone; scripts/typecheck-groups.test.ts fails when a parcel's imports move it to another set.
//
// The checker is TypeScript 7 (typescript-native), the native compiler: the same errors as 5.9 on
// these options (tsconfig.json pins the defaults that changed) in a fraction of the time. 5.9
// stays the `typescript` package that typescript-eslint and editors load. The programs run side
// by side, one per core, each single-threaded: on 2 cores that costs less than their own threads.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './build/repository-paths';
import { runSideBySide } from './side-by-side';

const TSC = join(REPOSITORY_ROOT, 'node_modules/typescript-native/bin/tsc');

interface Tsconfig {
  readonly include?: readonly string[];
  readonly references?: ReadonlyArray<{ readonly path: string }>;
}

const readTsconfig = (path: string): Tsconfig =>
  JSON.parse(readFileSync(join(REPOSITORY_ROOT, path), 'utf8')) as Tsconfig;

const parcels = readdirSync(join(REPOSITORY_ROOT, 'shell-parcels'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const parcelPrograms = (readTsconfig('shell-parcels/tsconfig.json').references ?? []).map(
  (reference) => join('shell-parcels', reference.path),
);

// A parcel in no program would go unchecked; one in two would be checked with two sets of globals.
const misplaced = parcels.flatMap((parcel) => {
  const programs = parcelPrograms.filter((program) =>
    (readTsconfig(program).include ?? []).includes(`${parcel}/src`),
  );
  return programs.length === 1
    ? []
    : [`shell-parcels/${parcel} is in ${programs.length} programs of shell-parcels/tsconfig.json`];
});

const programs = [
  'domain',
  'api-contract',
  'root-config',
  ...parcelPrograms,
  'server',
  'scripts',
  'e2e',
];
const pretty = process.stdout.isTTY ? ['--pretty'] : [];

async function main(): Promise<void> {
  for (const problem of misplaced) console.log(`FAIL ${problem}`);
  const failed = await runSideBySide(
    programs.map((program) => ({
      name: program,
      command: TSC,
      args: ['-p', program, '--singleThreaded', ...pretty],
    })),
    // Biggest first, so that the cores finish together.
    { slots: availableParallelism(), startOrder: ['server', 'scripts', ...parcelPrograms, 'e2e'] },
  );
  process.exitCode = failed + misplaced.length === 0 ? 0 : 1;
}

void main();
