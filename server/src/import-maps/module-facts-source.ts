import { basename } from 'node:path';
import type { ModuleFacts } from './module-facts';
import type { ModuleFiles } from './module-files';
import {
  factsOfRelease,
  isReleaseManifest,
  RELEASE_MANIFEST_FILE,
  type ReleaseFile,
  type ReleaseManifest,
} from './release-manifest';

export type FactsLookup =
  | { readonly found: true; readonly facts: ModuleFacts }
  | { readonly found: false; readonly reason: string };

/** Finds what module a URL holds (see module-facts.ts). */
export interface ModuleFactsSource {
  factsOf(url: string): Promise<FactsLookup>;
}

/** The URL of the manifest.json in the same folder as a module's file. */
export function manifestUrlBeside(url: string): string {
  return `${url.slice(0, url.lastIndexOf('/') + 1)}${RELEASE_MANIFEST_FILE}`;
}

/** A file of a release, found through the manifest beside it. */
export interface ReleasedFile {
  readonly manifest: ReleaseManifest;
  /** The variant the file is, for a release with both; undefined for one file for both. */
  readonly variant: 'production' | 'development' | undefined;
  readonly file: ReleaseFile;
  readonly facts: ModuleFacts;
}

/** Reads the manifest beside `url` and finds `url`'s file in it. */
export async function releasedFileAt(
  url: string,
  files: ModuleFiles,
): Promise<ReleasedFile | { readonly reason: string }> {
  const manifestUrl = manifestUrlBeside(url);
  const read = await files.read(manifestUrl);
  if (!read.ok) {
    return {
      reason: `${url} is neither a file of this build nor a release (no ${RELEASE_MANIFEST_FILE} beside it)`,
    };
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(read.bytes.toString('utf8'));
  } catch {
    manifest = undefined;
  }
  if (!isReleaseManifest(manifest)) return { reason: `${manifestUrl} is not a release manifest` };
  const name = basename(url);
  const { development } = manifest;
  if (name === manifest.file) {
    const variant = development === undefined ? undefined : 'production';
    return { manifest, variant, file: manifest, facts: factsOfRelease(manifest, variant) };
  }
  if (development !== undefined && name === development.file) {
    return {
      manifest,
      variant: 'development',
      file: development,
      facts: factsOfRelease(manifest, 'development'),
    };
  }
  return { reason: `${manifestUrl} does not list ${name}` };
}

/**
 * Facts come from what is known already (the build's manifest, keyed by URL, and the facts kept
 * with each pin), else from the manifest.json beside the file, as every release directory has one.
 * A file without either is not something this site built: verify reports it.
 */
export function createModuleFactsSource(
  known: ReadonlyMap<string, ModuleFacts>,
  files: ModuleFiles,
): ModuleFactsSource {
  return {
    async factsOf(url) {
      const facts = known.get(url);
      if (facts !== undefined) return { found: true, facts };
      const released = await releasedFileAt(url, files);
      return 'reason' in released
        ? { found: false, reason: released.reason }
        : { found: true, facts: released.facts };
    },
  };
}
