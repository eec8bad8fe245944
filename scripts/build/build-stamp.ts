import { createHash } from 'node:crypto';

/**
 * What dist/site/build-stamp.json records of a build: the fingerprint of the sources and settings
 * it was built from, and the SHA-256 of the production import map it wrote to importmap.json.
 */
export interface BuildStamp {
  readonly fingerprint?: string;
  readonly importMap?: string;
}

export function importMapDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A build is current when it came from the current sources and importmap.json is still the map it
 * wrote. The map is committed and restored with `git checkout importmap.json` before each commit:
 * a restored map names files of another build, and a site served with it cannot start.
 */
export function isBuildStampCurrent(
  stamp: BuildStamp,
  fingerprint: string,
  importMapText: string | null,
): boolean {
  return (
    stamp.fingerprint === fingerprint &&
    importMapText !== null &&
    stamp.importMap === importMapDigest(importMapText)
  );
}
