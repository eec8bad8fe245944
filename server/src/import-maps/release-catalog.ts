import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isReleaseManifest,
  parseReleaseDirectoryName,
  RELEASE_MANIFEST_FILE,
  RELEASES_PATH,
  releaseStem,
  type ReleaseManifest,
} from './release-manifest';

export interface FoundRelease {
  readonly manifest: ReleaseManifest;
  /** The URL path of its directory, ending with a slash: /releases/header/0.2.0-1a2b3c4d5e/. */
  readonly path: string;
}

export type ReleaseLookup =
  | ({ readonly status: 'found' } & FoundRelease)
  | { readonly status: 'missing'; readonly versions: readonly string[]; readonly stem: string }
  | { readonly status: 'invalid'; readonly reason: string };

/**
 * Finds the release of a module at a version in the releases directory (`npm run release` writes
 * it). `name` is the import-map name (`@betshell/header`) or its folder's name (`header`).
 */
export async function findRelease(
  releasesDir: string,
  name: string,
  version: string,
): Promise<ReleaseLookup> {
  const stem = releaseStem(name);
  let entries: string[];
  try {
    entries = await readdir(join(releasesDir, stem));
  } catch {
    entries = [];
  }
  const releases = entries.flatMap((entry) => {
    const parsed = parseReleaseDirectoryName(entry);
    return parsed === null ? [] : [{ entry, ...parsed }];
  });
  const matching = releases.filter((release) => release.version === version);
  const [release] = matching;
  if (release === undefined) {
    return { status: 'missing', stem, versions: [...new Set(releases.map((r) => r.version))] };
  }
  if (matching.length > 1) {
    return {
      status: 'invalid',
      reason: `${stem} ${version} is released more than once (${matching.map((r) => r.entry).join(', ')}): a version names one content`,
    };
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(
      await readFile(join(releasesDir, stem, release.entry, RELEASE_MANIFEST_FILE), 'utf8'),
    );
  } catch {
    manifest = undefined;
  }
  if (!isReleaseManifest(manifest)) {
    return {
      status: 'invalid',
      reason: `${stem}/${release.entry} has no valid ${RELEASE_MANIFEST_FILE}`,
    };
  }
  if (releaseStem(manifest.name) !== stem || (name !== stem && name !== manifest.name)) {
    return {
      status: 'invalid',
      reason: `${stem}/${release.entry} is a release of ${manifest.name}, not ${name}`,
    };
  }
  if (manifest.version !== version || manifest.hash !== release.hash) {
    return {
      status: 'invalid',
      reason: `${stem}/${release.entry}/${RELEASE_MANIFEST_FILE} says ${manifest.version}-${manifest.hash}`,
    };
  }
  return { status: 'found', manifest, path: `${RELEASES_PATH}${stem}/${release.entry}/` };
}
