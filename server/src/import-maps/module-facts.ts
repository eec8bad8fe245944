/**
 * What one module of an import map is, beyond its URL: which module and version, and which shared
 * libraries (with the version ranges) it was built against. The build writes these for its own
 * files (dist/site/build-manifest.json) and a release keeps them in its manifest.json, so that
 * verify can tell a library loaded twice and a range the map does not meet.
 */
export interface SharedLibraryRequirement {
  /** A semver range, e.g. `^19.3.1`: what the module accepts at run time. */
  readonly range: string;
  /** The exact version it was built with. */
  readonly builtWith: string;
}

/**
 * What a shared module of ours (an entry of @betshell/domain) offers the parcels: the version of
 * its contract, declared in domain/package.json, and what it holds that they share. A module built
 * against it needs a range of that version, not of the package's.
 */
export interface ModuleContract {
  readonly version: string;
  /** In words, for a refusal: `the accounts store and its rules`. */
  readonly shares: string;
}

export interface ModuleFacts {
  /** The import-map name the module is built to answer: `react-dom/client`, `@betshell/header`. */
  readonly name: string;
  readonly version: string;
  /**
   * The package it is part of: a package with several entry points (react and react/jsx-runtime)
   * must come in one version, else its code loads twice. Our own modules are their own package.
   */
  readonly package: string;
  /** For the shared libraries built from node_modules: React's production or development build. */
  readonly variant?: 'production' | 'development';
  /** For a shared module of ours: the contract it implements (what the ranges of importers meet). */
  readonly contract?: ModuleContract;
  /** Content hash (10 hex digits) of the built file, or of the release, as in its name. */
  readonly hash: string;
  /** Import-map names it imports at run time, with the range each must satisfy. */
  readonly sharedLibraries: Readonly<Record<string, SharedLibraryRequirement>>;
}

/** The build's facts, one per file it wrote (both variants), as dist/site/build-manifest.json holds them. */
export interface BuildManifest {
  readonly builtAt: string;
  readonly commit: string | null;
  readonly modules: readonly (ModuleFacts & { readonly url: string; readonly integrity: string })[];
}

export const BUILD_MANIFEST_FILE = 'build-manifest.json';
