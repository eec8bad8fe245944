import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPOSITORY_ROOT } from './repository-paths';

/**
 * One of our modules in the import map: the domain, the platform, the UI kit, the root config, a
 * parcel.
 */
export interface OwnModule {
  readonly name: string;
  readonly version: string;
  /** Absolute path of its entry file. */
  readonly entry: string;
  /** Absolute path of the folder of its package.json. */
  readonly dir: string;
  /** The ranges its package.json accepts for the packages it imports. */
  readonly dependencies: Readonly<Record<string, string>>;
  /**
   * For an entry of @betshell/domain: the contract it implements (domain/package.json
   * "browserModules"). A module built against it needs `^` that version, not the package's.
   */
  readonly contract?: ModuleContract;
}

/** The version of what a shared module offers the parcels, and what that is in words. */
export interface ModuleContract {
  readonly version: string;
  /** What it holds that the parcels share, for the messages of a refused pin. */
  readonly shares: string;
}

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly main?: string;
  readonly exports?: Readonly<Record<string, string>>;
  readonly browserModules?: Readonly<
    Record<string, { readonly contract: string; readonly shares: string }>
  >;
  readonly dependencies?: Readonly<Record<string, string>>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(
    readFileSync(resolve(REPOSITORY_ROOT, dir, 'package.json'), 'utf8'),
  ) as PackageJson;
}

/** The parcel in a folder (shell-parcels/<name>, or a copy elsewhere), entry from its `main`. */
export function parcelModuleIn(dir: string): OwnModule {
  const pkg = readPackage(dir);
  if (pkg.main === undefined) throw new Error(`${dir}/package.json names no main entry`);
  return {
    name: pkg.name,
    version: pkg.version,
    entry: resolve(REPOSITORY_ROOT, dir, pkg.main),
    dir: resolve(REPOSITORY_ROOT, dir),
    dependencies: pkg.dependencies ?? {},
  };
}

/** Every parcel under shell-parcels/. */
export function parcelModules(): OwnModule[] {
  return readdirSync(join(REPOSITORY_ROOT, 'shell-parcels'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => parcelModuleIn(join('shell-parcels', entry.name)));
}

/**
 * Every browser entry of @betshell/domain, each a module of the import map, in the order of
 * domain/package.json "exports": a file several entries reach belongs to the first of them, and the
 * later ones import it from that entry by its map name (own-module-rollup-options.ts), so no file of
 * domain/src is in two modules and an entry depends only on the entries before it.
 */
export function domainModules(): OwnModule[] {
  const domain = readPackage('domain');
  const declared = domain.browserModules ?? {};
  return Object.entries(domain.exports ?? {}).flatMap(([subpath, file]) => {
    const module = declared[subpath];
    if (module === undefined) return [];
    return [
      {
        name: subpath === '.' ? domain.name : `${domain.name}/${subpath.slice(2)}`,
        version: domain.version,
        entry: resolve(REPOSITORY_ROOT, 'domain', file),
        dir: join(REPOSITORY_ROOT, 'domain'),
        dependencies: domain.dependencies ?? {},
        contract: { version: module.contract, shares: module.shares },
      },
    ];
  });
}

/** Our modules in build order: the domain's entries first, in their order. */
export function ownModules(): OwnModule[] {
  const rootConfig = readPackage('root-config');
  return [
    ...domainModules(),
    {
      name: '@betshell/platform',
      version: rootConfig.version,
      entry: join(REPOSITORY_ROOT, 'root-config/src/platform/index.ts'),
      dir: join(REPOSITORY_ROOT, 'root-config'),
      dependencies: rootConfig.dependencies ?? {},
    },
    {
      name: '@betshell/ui',
      version: rootConfig.version,
      entry: join(REPOSITORY_ROOT, 'root-config/src/ui/index.ts'),
      dir: join(REPOSITORY_ROOT, 'root-config'),
      dependencies: rootConfig.dependencies ?? {},
    },
    {
      name: rootConfig.name,
      version: rootConfig.version,
      entry: join(REPOSITORY_ROOT, 'root-config/src/root-config.ts'),
      dir: join(REPOSITORY_ROOT, 'root-config'),
      dependencies: rootConfig.dependencies ?? {},
    },
    ...parcelModules(),
  ];
}
