// The parcels share programs (shell-parcels/tsconfig.json, for `npm run typecheck`, typed lint and
// editors), grouped by the global declarations their imports bring in: a package's `declare global`
// reaches every file of the program it is in, so a parcel in a program with one whose imports bring
// more would be checked against globals it does not have. This proves each group is one such set:
// every parcel, listed in a program of its own, reaches the same global declarations as the others
// of its group.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './build/repository-paths';

const TSC = join(REPOSITORY_ROOT, 'node_modules/typescript-native/bin/tsc');
const PARCELS_DIR = join(REPOSITORY_ROOT, 'shell-parcels');

interface Tsconfig {
  readonly include?: readonly string[];
  readonly references?: ReadonlyArray<{ readonly path: string }>;
}

const readTsconfig = (path: string): Tsconfig => JSON.parse(readFileSync(path, 'utf8')) as Tsconfig;

const groups = (readTsconfig(join(PARCELS_DIR, 'tsconfig.json')).references ?? []).map(
  (reference) => {
    const config = join(PARCELS_DIR, reference.path);
    const parcels = (readTsconfig(config).include ?? []).map((include) =>
      include.replace(/\/src$/, ''),
    );
    return { config, parcels };
  },
);

const parcels = readdirSync(PARCELS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// What a file can add to its whole program: a global augmentation, an augmentation of another
// module, a triple-slash reference, a UMD global, or being a script (no import or export) at all.
const AFFECTS_GLOBALS =
  /declare\s+global\b|declare\s+module\s+['"]|\/\/\/\s*<reference\s+(types|lib)=|export\s+as\s+namespace\b/;
const IS_MODULE = /^\s*(import|export)\b/m;
// The compiler's own lib files follow from `lib`, which the groups share.
const COMPILER_LIB = /\/node_modules\/(@typescript\/typescript-[^/]+|typescript(-native)?)\/lib\//;

/** The files outside the parcel that add to the globals of a program holding the parcel alone. */
function globalDeclarationsOf(parcel: string, group: string, dir: string): Promise<string[]> {
  const config = join(dir, `${parcel}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: group,
      // Type packages are found from the config's folder, and this one is outside the repository.
      compilerOptions: { typeRoots: [join(REPOSITORY_ROOT, 'node_modules/@types')] },
      include: [join(PARCELS_DIR, parcel, 'src')],
    }),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(TSC, ['-p', config, '--listFilesOnly'], { cwd: REPOSITORY_ROOT });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`tsc --listFilesOnly for ${parcel}: ${stdout}`));
      const files = stdout
        .split('\n')
        .filter((file) => file !== '' && !file.startsWith(join(PARCELS_DIR, parcel) + '/'))
        .filter((file) => !COMPILER_LIB.test(file));
      resolve(
        files
          .filter((file) => {
            const text = readFileSync(file, 'utf8');
            return AFFECTS_GLOBALS.test(text) || !IS_MODULE.test(text);
          })
          .map((file) => file.replace(`${REPOSITORY_ROOT}/`, ''))
          .sort(),
      );
    });
  });
}

describe('the parcels that share a program see the same global declarations', () => {
  const declarations = new Map<string, string[]>();

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'typecheck-groups-'));
    try {
      const queue = groups.flatMap(({ config, parcels }) =>
        parcels.map((parcel) => ({ parcel, config })),
      );
      const worker = async (): Promise<void> => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          declarations.set(next.parcel, await globalDeclarationsOf(next.parcel, next.config, dir));
        }
      };
      await Promise.all(Array.from({ length: availableParallelism() }, worker));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('puts every parcel in exactly one program', () => {
    const placed = groups.flatMap((group) => group.parcels).sort();
    expect(placed).toEqual([...parcels].sort());
  });

  it.each(groups.map((group) => [group.config.replace(`${REPOSITORY_ROOT}/`, ''), group] as const))(
    '%s',
    (_name, group) => {
      const [first, ...others] = group.parcels;
      for (const parcel of others) {
        expect({ parcel, declarations: declarations.get(parcel) }).toEqual({
          parcel,
          declarations: declarations.get(first ?? ''),
        });
      }
    },
  );
});
