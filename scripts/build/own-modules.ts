import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './repository-paths';

/** One of our modules in the import map: the domain, the platform, the root config, a parcel. */
export interface OwnModule {
  readonly name: string;
  readonly version: string;
  /** Absolute path of its entry file. */
  readonly entry: string;
}

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly main?: string;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(
    readFileSync(join(REPOSITORY_ROOT, dir, 'package.json'), 'utf8'),
  ) as PackageJson;
}

/** Every parcel under shell-parcels/, entry from its package.json `main`. */
export function parcelModules(): OwnModule[] {
  return readdirSync(join(REPOSITORY_ROOT, 'shell-parcels'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join('shell-parcels', entry.name);
      const pkg = readPackage(dir);
      if (pkg.main === undefined) throw new Error(`${dir}/package.json names no main entry`);
      return { name: pkg.name, version: pkg.version, entry: join(REPOSITORY_ROOT, dir, pkg.main) };
    });
}

export function ownModules(): OwnModule[] {
  const domain = readPackage('domain');
  const rootConfig = readPackage('root-config');
  return [
    {
      name: domain.name,
      version: domain.version,
      entry: join(REPOSITORY_ROOT, 'domain/src/index.ts'),
    },
    {
      name: '@betshell/platform',
      version: rootConfig.version,
      entry: join(REPOSITORY_ROOT, 'root-config/src/platform/index.ts'),
    },
    {
      name: rootConfig.name,
      version: rootConfig.version,
      entry: join(REPOSITORY_ROOT, 'root-config/src/root-config.ts'),
    },
    ...parcelModules(),
  ];
}
