import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseReleaseDirectoryName,
  RELEASE_MANIFEST_FILE,
  releaseDirectoryName,
  releaseStem,
  type ReleaseFile,
  type ReleaseManifest,
} from '../../server/src/import-maps/release-manifest';
import { writeServedFile } from '../build/write-asset';
import type { BuiltRelease, ReleaseFileContent } from './build-release';
import { ReleaseRefusal } from './release-target';

export interface ReleaseProvenance {
  readonly builtAt: Date;
  readonly commit: string | null;
  readonly dirty: boolean;
  readonly source: string;
}

export interface WrittenRelease {
  /** `unchanged`: this version was released before with exactly this content; nothing written. */
  readonly status: 'released' | 'unchanged';
  readonly manifest: ReleaseManifest;
  /** Absolute path of the release's directory. */
  readonly dir: string;
}

async function writeFileOf(dir: string, content: ReleaseFileContent): Promise<ReleaseFile> {
  const written = await writeServedFile(join(dir, content.file), content.code, content.sourceMap);
  return { file: content.file, ...written };
}

/**
 * Writes a release into `<releasesDir>/<stem>/<version>-<hash>/`: the module's file(s), gzip and
 * brotli copies, its source map and manifest.json. A release never changes once written: the same
 * version with the same content is already there (nothing is written), with other content it is
 * refused. Everything is written into a hidden folder first and renamed into place, so a release
 * stopped half-way never leaves a directory that looks released.
 */
export async function writeRelease(
  releasesDir: string,
  version: string,
  built: BuiltRelease,
  provenance: ReleaseProvenance,
): Promise<WrittenRelease> {
  const stem = releaseStem(built.facts.name);
  const moduleDir = join(releasesDir, stem);
  await mkdir(moduleDir, { recursive: true });
  const existing = (await readdir(moduleDir))
    .map((entry) => ({ entry, parsed: parseReleaseDirectoryName(entry) }))
    .filter(({ parsed }) => parsed?.version === version);
  const final = join(moduleDir, releaseDirectoryName(version, built.hash));
  const same = existing.find(({ parsed }) => parsed?.hash === built.hash);
  if (same !== undefined) {
    const manifest = JSON.parse(
      await readFile(join(final, RELEASE_MANIFEST_FILE), 'utf8'),
    ) as ReleaseManifest;
    return { status: 'unchanged', manifest, dir: final };
  }
  const [other] = existing;
  if (other !== undefined) {
    throw new ReleaseRefusal(
      `${built.facts.name} ${version} is already released as ${stem}/${other.entry} with other content: ` +
        'a version names one content for good, so release this as a new version',
    );
  }

  const partial = join(moduleDir, `.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(partial);
    const main = await writeFileOf(partial, built.main);
    const development =
      built.development === undefined ? undefined : await writeFileOf(partial, built.development);
    const { name, package: pkg, contract, sharedLibraries } = built.facts;
    const manifest: ReleaseManifest = {
      name,
      version,
      hash: built.hash,
      ...main,
      ...(development === undefined ? {} : { development }),
      package: pkg,
      ...(contract === undefined ? {} : { contract }),
      sharedLibraries,
      builtAt: provenance.builtAt.toISOString(),
      commit: provenance.commit,
      dirty: provenance.dirty,
      source: provenance.source,
    };
    await writeFile(join(partial, RELEASE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, final);
    return { status: 'released', manifest, dir: final };
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
