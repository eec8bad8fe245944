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
}

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly main?: string;
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

export function ownModules(): OwnModule[] {
  const domain = readPackage('domain');
  const rootConfig = readPackage('root-config');
  return [
    {
      name: domain.name,
      version: domain.version,
      entry: join(REPOSITORY_ROOT, 'domain/src/index.ts'),
      dir: join(REPOSITORY_ROOT, 'domain'),
      dependencies: domain.dependencies ?? {},
    },
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
