import nodeResolve from '@rollup/plugin-node-resolve';
import { dirname, relative, resolve, sep } from 'node:path';
import type { InputOptions, OutputOptions, Plugin, PluginContext } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { REPOSITORY_ROOT } from './repository-paths';
import { SHARED_LIBRARIES, SHARED_LIBRARY_NAMES } from './shared-libraries';
import { swcMinify } from './swc-minify';
import type { OwnModule } from './own-modules';

const sharedPackages = new Set(SHARED_LIBRARIES.map((library) => library.packageName));

/**
 * Refuses to bundle any file of a shared library's package into one of our modules: importing
 * `rxjs/operators` or `react-dom/server` would put a second copy on the page beside the shared one.
 */
function noPrivateCopies(moduleName: string): Plugin {
  return {
    name: 'no-private-copies-of-shared-libraries',
    load(id) {
      const inNodeModules = id.split(`${sep}node_modules${sep}`)[1];
      if (inNodeModules === undefined) return null;
      const parts = inNodeModules.split(sep);
      const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
      if (pkg !== undefined && sharedPackages.has(pkg)) {
        this.error(
          `${moduleName} would bundle ${id}: import ${pkg} by a shared name (${[...SHARED_LIBRARY_NAMES].join(', ')})`,
        );
      }
      return null;
    },
  };
}

const DOMAIN_SOURCES = `${resolve(REPOSITORY_ROOT, 'domain', 'src')}${sep}`;

/** True for a file of domain/src, which only the entries of @betshell/domain may bundle. */
export function isDomainSource(id: string): boolean {
  return id.startsWith(DOMAIN_SOURCES);
}

/**
 * How the entries of @betshell/domain share its files (domain-plan.ts): each file of domain/src
 * belongs to the first entry (in domain/package.json's order) whose build reaches it, and that
 * entry also exports every file a later entry needs of it.
 */
export interface DomainPlan {
  /** Absolute path of a file of domain/src -> the import-map name of the entry that holds it. */
  readonly homes: ReadonlyMap<string, string>;
  /**
   * Entry name -> the files it holds that later entries import from it, each with the names they
   * import (`*`: all of them): the entry exports those too.
   */
  readonly reexports: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

export const EMPTY_DOMAIN_PLAN: DomainPlan = { homes: new Map(), reexports: new Map() };

const ENTRY_WITH_REEXPORTS = '\0betshell-domain-entry';

/**
 * For an entry of @betshell/domain: a file an earlier entry holds becomes an import of that entry,
 * by its import-map name, with the same bindings; the entry itself also exports the files later
 * entries take from it. For any other module: a file of domain/src is refused, whatever path
 * reached it; the parcels import the domain by its map names, which stay imports.
 */
function domainFilesOnce(
  module: OwnModule,
  plan: DomainPlan,
  onImportOfEarlierEntry: ImportOfEarlierEntry,
): Plugin {
  const isDomainEntry = module.contract !== undefined;
  const reexports = plan.reexports.get(module.name) ?? new Map<string, readonly string[]>();
  /** `<importer>\0<source>` -> the file of an earlier entry it names. */
  const ofEarlierEntries = new Map<string, { readonly home: string; readonly file: string }>();
  return {
    name: 'domain-files-once',
    async resolveId(source, importer, options) {
      if (source === ENTRY_WITH_REEXPORTS) return source;
      if (!isDomainEntry || importer === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external) return resolved;
      const home = plan.homes.get(resolved.id);
      if (home === undefined || home === module.name) return resolved;
      ofEarlierEntries.set(`${importer}\0${source}`, { home, file: resolved.id });
      return { id: home, external: true };
    },
    buildEnd() {
      for (const id of this.getModuleIds()) {
        for (const statement of this.getModuleInfo(id)?.ast?.body ?? []) {
          const names = importedNames(statement);
          if (names === null) continue;
          const earlier = ofEarlierEntries.get(`${id}\0${names.source}`);
          if (earlier !== undefined)
            onImportOfEarlierEntry(earlier.home, earlier.file, names.names);
        }
      }
    },
    load(id) {
      if (id === ENTRY_WITH_REEXPORTS) {
        return [
          `export * from ${JSON.stringify(module.entry)};`,
          ...[...reexports].map(([file, names]) =>
            names.includes('*')
              ? `export * from ${JSON.stringify(file)};`
              : `export { ${names.join(', ')} } from ${JSON.stringify(file)};`,
          ),
        ].join('\n');
      }
      if (!isDomainEntry && isDomainSource(id)) {
        this.error(
          `${module.name} would bundle ${relative(REPOSITORY_ROOT, id)}: import it from its entry of @betshell/domain, a module of the import map`,
        );
      }
      return null;
    },
  };
}

/** Told, for each import of a file an earlier entry holds, that entry, the file and the names. */
export type ImportOfEarlierEntry = (home: string, file: string, names: readonly string[]) => void;

type Statement = NonNullable<ReturnType<PluginContext['getModuleInfo']>>['ast'] extends infer Ast
  ? Ast extends { readonly body: readonly (infer S)[] }
    ? S
    : never
  : never;

/** The source and the names an import or re-export statement takes (`*`: all); else null. */
function importedNames(
  statement: Statement,
): { readonly source: string; readonly names: string[] } | null {
  const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
    node.type === 'Identifier' ? (node.name as string) : String(node.value);
  switch (statement.type) {
    case 'ImportDeclaration':
      return {
        source: String(statement.source.value),
        names: statement.specifiers.map((specifier) =>
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*',
        ),
      };
    case 'ExportNamedDeclaration':
      return statement.source === null || statement.source === undefined
        ? null
        : {
            source: String(statement.source.value),
            names: statement.specifiers.map((specifier) => nameOf(specifier.local)),
          };
    case 'ExportAllDeclaration':
      return { source: String(statement.source.value), names: ['*'] };
    default:
      return null;
  }
}

/** Collects the files a build read, for the homes of the domain's files. */
export function recordModuleIds(into: string[]): Plugin {
  return {
    name: 'record-module-ids',
    buildEnd() {
      into.push(...this.getModuleIds());
    },
  };
}

/** Rollup options for one of our modules; shared libraries and our other modules stay imports. */
export function ownModuleRollupOptions(
  module: OwnModule,
  allOwnNames: ReadonlySet<string>,
  domainPlan: DomainPlan = EMPTY_DOMAIN_PLAN,
  extraPlugins: readonly Plugin[] = [],
  onImportOfEarlierEntry: ImportOfEarlierEntry = () => undefined,
): InputOptions {
  const reexports = domainPlan.reexports.get(module.name);
  return {
    input: reexports === undefined || reexports.size === 0 ? module.entry : ENTRY_WITH_REEXPORTS,
    external: (id) => SHARED_LIBRARY_NAMES.has(id) || (allOwnNames.has(id) && id !== module.name),
    onwarn(warning, warn) {
      // An entry that re-exports whole files of two earlier entries cannot tell Rollup which holds
      // a name; SystemJS copies both, and each file, so each binding, is in one entry only.
      if (module.contract !== undefined && warning.code === 'AMBIGUOUS_EXTERNAL_NAMESPACES') return;
      warn(warning);
    },
    plugins: [
      ...extraPlugins,
      noPrivateCopies(module.name),
      domainFilesOnce(module, domainPlan, onImportOfEarlierEntry),
      nodeResolve({
        browser: true,
        extensions: ['.ts', '.tsx', '.mjs', '.js'],
        // A parcel released from a copy outside the repository (`npm run release -- --from`)
        // still finds our packages, so the entries of @betshell/domain it bundles resolve there
        // as they do in the site build instead of becoming imports the map lacks.
        modulePaths: [`${REPOSITORY_ROOT}/node_modules`],
      }),
      esbuild({
        target: 'es2020',
        jsx: 'automatic',
        tsconfig: `${REPOSITORY_ROOT}/tsconfig.json`,
      }),
    ],
  };
}

export function ownModuleOutputOptions(minified: boolean): OutputOptions {
  return {
    format: 'system',
    exports: 'named',
    sourcemap: true,
    // Source maps name files by their place in the repository, not by the build machine's paths.
    sourcemapPathTransform: (source, mapPath) =>
      `betshell:///${relative(REPOSITORY_ROOT, resolve(dirname(mapPath), source))
        .split(sep)
        .join('/')}`,
    plugins: minified ? [swcMinify()] : [],
  };
}
