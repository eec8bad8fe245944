import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL, opsToken, releasesDir } from '../playwright.config';

const run = promisify(execFile);
const repositoryRoot = join(__dirname, '..', '..');

/** `npm run importmap -- <args>` against the site under test, as a release manager types it. */
export async function importmap(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'npx',
    [
      'tsx',
      'scripts/importmap.ts',
      ...args,
      '--server',
      baseURL,
      '--token',
      opsToken,
      '--as',
      'e2e',
    ],
    { cwd: repositoryRoot },
  );
  return stdout;
}

/**
 * Releases a changed copy of the header, as `npm run release -- header <version> --from <copy>`,
 * into the releases folder the server under test serves. The copy marks its <header> element with
 * `data-release="<version>"`, so a test can tell it from the deployed one.
 */
export async function releaseChangedHeader(version: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'betshell-e2e-header-'));
  try {
    await cp(join(repositoryRoot, 'shell-parcels', 'header'), copy, { recursive: true });
    const file = join(copy, 'src', 'header.tsx');
    const source = await readFile(file, 'utf8');
    const changed = source.replace(
      '<header className="bs-header">',
      `<header className="bs-header" data-release="${version}">`,
    );
    if (changed === source)
      throw new Error(`${file} has no <header className="bs-header"> to mark`);
    await writeFile(file, changed);
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/release.ts', 'header', version, '--from', copy, '--out', releasesDir],
      { cwd: repositoryRoot },
    );
    return stdout;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** A fresh releases folder for this run: a version released by an earlier run may differ. */
export function clearReleases(): Promise<void> {
  return rm(releasesDir, { recursive: true, force: true });
}
