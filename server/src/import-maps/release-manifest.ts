import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ModuleFacts } from './module-facts';

/** Where the server answers releases: /releases/<stem>/<version>-<hash>/<file>. */
export const RELEASES_PATH = '/releases/';
export const RELEASE_MANIFEST_FILE = 'manifest.json';

const ReleaseFileSchema = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9._@-]+\\.js$' }),
  integrity: Type.String({ pattern: '^sha384-[A-Za-z0-9+/]+={0,2}$' }),
  bytes: Type.Integer({ minimum: 0 }),
});

/**
 * manifest.json of a release directory: what `npm run release` built, from what, against which
 * shared libraries. `file` and `integrity` are the module's file; a shared library built from
 * node_modules also has its `development` variant.
 */
export const ReleaseManifestSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  version: Type.String({ minLength: 1 }),
  hash: Type.String({ pattern: '^[0-9a-f]{10}$' }),
  ...ReleaseFileSchema.properties,
  development: Type.Optional(ReleaseFileSchema),
  package: Type.String({ minLength: 1 }),
  /** For an entry of @betshell/domain: the contract it implements (module-facts.ts). */
  contract: Type.Optional(
    Type.Object({ version: Type.String({ minLength: 1 }), shares: Type.String() }),
  ),
  sharedLibraries: Type.Record(
    Type.String(),
    Type.Object({ range: Type.String(), builtWith: Type.String() }),
  ),
  builtAt: Type.String(),
  commit: Type.Union([Type.String(), Type.Null()]),
  /** True when the sources differed from the commit (uncommitted changes, or a folder outside git). */
  dirty: Type.Boolean(),
  /** The folder the module was built from, relative to the repository when inside it. */
  source: Type.String(),
});

export type ReleaseManifest = Static<typeof ReleaseManifestSchema>;
export type ReleaseFile = Static<typeof ReleaseFileSchema>;

const manifestValidator = Compile(ReleaseManifestSchema);

export function isReleaseManifest(value: unknown): value is ReleaseManifest {
  return manifestValidator.Check(value);
}

/** The folder of a module's releases: `@betshell/header` -> header, `react-dom/client` -> react-dom-client. */
export function releaseStem(name: string): string {
  return name
    .replace(/^@betshell\//, '')
    .replace(/^@/, '')
    .replace(/\//g, '-');
}

/** `<version>-<hash>`: a version may hold dashes (0.2.0-rc.1); the hash is the last ten hex digits. */
export function releaseDirectoryName(version: string, hash: string): string {
  return `${version}-${hash}`;
}

export function parseReleaseDirectoryName(
  name: string,
): { readonly version: string; readonly hash: string } | null {
  const match = /^(.+)-([0-9a-f]{10})$/.exec(name);
  return match === null ? null : { version: match[1] as string, hash: match[2] as string };
}

/** The file an environment loads: a shared library's development build in development. */
export function releaseFileFor(
  manifest: ReleaseManifest,
  variant: 'production' | 'development',
): ReleaseFile & { readonly variant?: 'production' | 'development' } {
  if (manifest.development === undefined) {
    return { file: manifest.file, integrity: manifest.integrity, bytes: manifest.bytes };
  }
  return variant === 'development'
    ? { ...manifest.development, variant }
    : { file: manifest.file, integrity: manifest.integrity, bytes: manifest.bytes, variant };
}

export function factsOfRelease(
  manifest: ReleaseManifest,
  variant: 'production' | 'development' | undefined,
): ModuleFacts {
  return {
    name: manifest.name,
    version: manifest.version,
    package: manifest.package,
    ...(manifest.contract === undefined ? {} : { contract: manifest.contract }),
    hash: manifest.hash,
    sharedLibraries: manifest.sharedLibraries,
    ...(variant === undefined ? {} : { variant }),
  };
}
