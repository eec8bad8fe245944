// `npm run release -- <name> [version] [--from <folder>] [--out <folder>]`: builds one module (a
// parcel, the platform, the domain, the root config), one shared library, or every shared library
// (`shared`) into an immutable directory named by version and content hash, with sha384 integrity
// and a manifest. docs/releasing.md shows where a release goes next (npm run importmap -- pin).
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { runMain } from './cli/run-main';
import { valid } from 'semver';
import { packageVersion } from './build/module-facts-of';
import { gitCommit, hasUncommittedChanges } from './build/git-state';
import { REPOSITORY_ROOT } from './build/repository-paths';
import { buildRelease } from './release/build-release';
import {
  ALL_SHARED_LIBRARIES,
  ReleaseRefusal,
  releaseTargets,
  type ReleaseTarget,
} from './release/release-target';
import { writeRelease, type WrittenRelease } from './release/write-release';

const DEFAULT_RELEASES_DIR = join(REPOSITORY_ROOT, 'dist', 'releases');

export interface ReleaseIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly now: () => Date;
  out(line: string): void;
  err(line: string): void;
}

export const RELEASE_USAGE = `Usage: npm run release -- <name> [version] [--from <folder>] [--out <folder>]

  <name>     a parcel or one of our modules (header, pages, platform, domain, root-config, ...),
             a shared library (react, react-dom/client, ...), or "shared" for all of them
  [version]  defaults to the version in the module's package.json; a shared library's version is
             always its package's
  --from     build a parcel from this folder instead of shell-parcels/<name>
  --out      the releases folder (default RELEASES_DIR, else dist/releases)`;

function versionOf(target: ReleaseTarget, given: string | undefined): string {
  if (target.kind === 'shared') {
    const installed = packageVersion(target.library.packageName);
    if (given !== undefined && given !== installed) {
      throw new ReleaseRefusal(
        `${target.library.name} is ${installed} in node_modules: a shared library is released at its package's version`,
      );
    }
    return installed;
  }
  const version = given ?? target.module.version;
  if (valid(version) !== version) {
    throw new ReleaseRefusal(
      `${JSON.stringify(version)} is not a semantic version such as 0.2.0 or 0.2.0-rc.1`,
    );
  }
  return version;
}

function describe(written: WrittenRelease, releasesDir: string, io: ReleaseIo): void {
  const { manifest } = written;
  const inside = relative(process.cwd(), written.dir);
  const where = inside === '' || inside.startsWith('..') ? written.dir : inside;
  io.out(
    written.status === 'released'
      ? `released ${manifest.name} ${manifest.version} into ${where}/`
      : `${manifest.name} ${manifest.version} is already released with this content, in ${where}/`,
  );
  io.out(
    `  file        ${manifest.file} (${(manifest.bytes / 1024).toFixed(1)} kB) ${manifest.integrity}`,
  );
  if (manifest.development !== undefined) {
    io.out(
      `  development ${manifest.development.file} (${(manifest.development.bytes / 1024).toFixed(1)} kB)`,
    );
  }
  const libraries = Object.entries(manifest.sharedLibraries);
  io.out(
    `  built with  ${libraries.length === 0 ? 'no shared library' : libraries.map(([name, { range }]) => `${name} ${range}`).join(', ')}`,
  );
  io.out(
    `  from        ${manifest.source} at ${manifest.commit?.slice(0, 12) ?? 'no git commit'}${manifest.dirty ? ' with uncommitted changes' : ''}`,
  );
  io.out(
    `  pin it:     npm run importmap -- pin ${manifest.name}@${manifest.version} --env staging --reason "..."`,
  );
  if (releasesDir !== DEFAULT_RELEASES_DIR) {
    io.out(`              (with a server whose RELEASES_DIR is ${releasesDir})`);
  }
}

/** Runs the command; answers the exit code: 0 released (or already), 1 refused or failed. */
export async function main(args: readonly string[], io: ReleaseIo = processIo()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(`release: ${(error as Error).message}\n${RELEASE_USAGE}`);
    return 1;
  }
  const [name, version, ...extra] = parsed.positionals;
  if (parsed.values.help === true) {
    io.out(RELEASE_USAGE);
    return 0;
  }
  if (name === undefined || extra.length > 0) {
    io.err(RELEASE_USAGE);
    return 1;
  }
  const releasesDir = parsed.values.out ?? (io.env.RELEASES_DIR?.trim() || DEFAULT_RELEASES_DIR);
  try {
    if (name === ALL_SHARED_LIBRARIES && version !== undefined) {
      throw new ReleaseRefusal(
        "shared libraries are released at their packages' versions: give no version",
      );
    }
    const commit = gitCommit();
    for (const target of releaseTargets(name, parsed.values.from)) {
      const releaseVersion = versionOf(target, version);
      const built = await buildRelease(target);
      const source = target.kind === 'own' ? target.source : 'node_modules';
      const written = await writeRelease(releasesDir, releaseVersion, built, {
        builtAt: io.now(),
        commit,
        dirty:
          target.kind === 'own'
            ? isAbsolute(source) || hasUncommittedChanges([source])
            : hasUncommittedChanges(['package-lock.json']),
        source,
      });
      describe(written, releasesDir, io);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseRefusal)) throw error;
    io.err(`release: ${error.message}`);
    return 1;
  }
}

function processIo(): ReleaseIo {
  return {
    env: process.env,
    now: () => new Date(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
}

if (require.main === module) runMain((args) => main(args));
