// The parcels share programs (shell-parcels/tsconfig.json, for `npm run typecheck`, typed lint and
// editors), grouped by the global declarations their imports bring in: a package's `declare global`
// reaches every file of the program it is in, so a parcel in a program with one whose imports bring
// more would be checked against globals it does not have. This proves each group is one such set:
// every parcel, listed in a program of its own, reaches the same global declarations as the others
// of its group.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { REPOSITORY_ROOT } from './build/repository-paths';

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

const parsed = new Map<string, ts.SourceFile | undefined>();
const asked = new Map<string, boolean | string | undefined>();

/** What the file system answered once, for every later program: it does not change meanwhile. */
function once<T extends boolean | string | undefined>(
  question: string,
  path: string,
  answer: (path: string) => T,
): T {
  const key = `${question}\0${path}`;
  if (!asked.has(key)) asked.set(key, answer(path));
  return asked.get(key) as T;
}

/**
 * A compiler host that parses each file once for all the parcels' programs: React's, the DOM's and
 * the domain's declarations are most of every program, and parsing them once instead of once a
 * parcel (a `tsc --listFilesOnly` each) is most of this test's cost. The programs are TypeScript
 * 5.9's, typed lint's own; the base tsconfig keeps TypeScript 7's (npm run typecheck) alike.
 */
function sharedParseHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  // Resolving every program's imports asks about the same files and folders again.
  host.fileExists = (path) => once('file', path, (p) => ts.sys.fileExists(p));
  host.directoryExists = (path) => once('dir', path, (p) => ts.sys.directoryExists(p));
  host.readFile = (path) => once('read', path, (p) => ts.sys.readFile(p));
  host.realpath = (path) => once('realpath', path, (p) => ts.sys.realpath?.(p) ?? p);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const version =
      typeof languageVersion === 'object'
        ? `${languageVersion.languageVersion}:${String(languageVersion.impliedNodeFormat)}`
        : String(languageVersion);
    const key = `${fileName}\0${version}`;
    if (!parsed.has(key)) parsed.set(key, parse(fileName, languageVersion, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
}

function affectsGlobals(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  return AFFECTS_GLOBALS.test(text) || !IS_MODULE.test(text);
}

/** The files outside the parcel that add to the globals of a program holding the parcel alone. */
function globalDeclarationsOf(parcel: string, group: string, dir: string): string[] {
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
  const commandLine = ts.getParsedCommandLineOfConfigFile(config, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (commandLine === undefined || commandLine.errors.length > 0) {
    const messages = (commandLine?.errors ?? []).map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
    throw new Error(`the program of ${parcel}: ${messages.join('; ')}`);
  }
  const program = ts.createProgram({
    rootNames: commandLine.fileNames,
    options: commandLine.options,
    host: sharedParseHost(commandLine.options),
  });
  return program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => !file.startsWith(join(PARCELS_DIR, parcel) + '/'))
    .filter((file) => !COMPILER_LIB.test(file))
    .filter((file) => once('affects globals', file, affectsGlobals))
    .map((file) => file.replace(`${REPOSITORY_ROOT}/`, ''))
    .sort();
}

describe('the parcels that share a program see the same global declarations', () => {
  const declarations = new Map<string, string[]>();

  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'typecheck-groups-'));
    try {
      for (const { config, parcels } of groups)
        for (const parcel of parcels)
          declarations.set(parcel, globalDeclarationsOf(parcel, config, dir));
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
