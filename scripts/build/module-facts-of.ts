import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ModuleFacts,
  SharedLibraryRequirement,
} from '../../server/src/import-maps/module-facts';
import type { OwnModule } from './own-modules';
import { NODE_MODULES } from './repository-paths';
import { packageOfSpecifier, type BuildVariant, type SharedLibrary } from './shared-libraries';

interface InstalledPackage {
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/** Read from the file, not required: some packages (dompurify) do not export their package.json. */
function installed(packageName: string): InstalledPackage {
  const file = join(NODE_MODULES, packageName, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')) as InstalledPackage;
}

/** The version of a package as installed in node_modules. */
export function packageVersion(packageName: string): string {
  return installed(packageName).version;
}

/**
 * What a module needs of each name it imports: the range its package declares for that package
 * (else `^` the version it was built with), and that version. Our own modules are asked for `^`
 * what they offer: an entry of the domain its contract, the platform its version (a 0.x minor may
 * break the modules built against it).
 */
function requirementsOf(
  imports: readonly string[],
  declared: Readonly<Record<string, string>>,
  ownVersions: ReadonlyMap<string, string>,
): Record<string, SharedLibraryRequirement> {
  const requirements: Record<string, SharedLibraryRequirement> = {};
  for (const name of [...imports].sort()) {
    const own = ownVersions.get(name);
    if (own !== undefined) {
      requirements[name] = { range: `^${own}`, builtWith: own };
      continue;
    }
    const pkg = packageOfSpecifier(name);
    const builtWith = packageVersion(pkg);
    requirements[name] = { range: declared[pkg] ?? `^${builtWith}`, builtWith };
  }
  return requirements;
}

/** The facts of one of our modules (the domain, the platform, the root config, a parcel). */
export function ownModuleFacts(
  module: OwnModule,
  hash: string,
  imports: readonly string[],
  ownVersions: ReadonlyMap<string, string>,
): ModuleFacts {
  return {
    name: module.name,
    version: module.version,
    package: module.name,
    ...(module.contract === undefined ? {} : { contract: module.contract }),
    hash,
    sharedLibraries: requirementsOf(imports, module.dependencies, ownVersions),
  };
}

/** The facts of one variant of a shared library built from node_modules. */
export function sharedLibraryFacts(
  library: SharedLibrary,
  variant: BuildVariant,
  hash: string,
  imports: readonly string[],
): ModuleFacts {
  const pkg = installed(library.packageName);
  return {
    name: library.name,
    version: pkg.version,
    package: library.packageName,
    variant,
    hash,
    sharedLibraries: requirementsOf(
      imports,
      { ...pkg.dependencies, ...pkg.peerDependencies },
      new Map(),
    ),
  };
}

/**
 * What each of our modules offers by import-map name, for the ranges of what imports them: the
 * contract of a domain entry, else the module's version.
 */
export function ownVersionsOf(modules: readonly OwnModule[]): Map<string, string> {
  return new Map(
    modules.map((module) => [module.name, module.contract?.version ?? module.version]),
  );
}
