// initdb in WebAssembly is most of a test database's start: 13 of the 21 s an ops test server took
// on a loaded machine, where loading a dumped cluster takes under a second. Every test database
// starts from the same fresh cluster, so it is made once per PGlite version, kept as a file in the
// temporary folder, and each test database loads it.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY } from '../db/pglite-database';

/** The data directory of a PGlite just made (initdb run), as dumpDataDir gives it. */
export async function freshPgliteCluster(
  Engine: typeof PGlite,
  cacheDir: string = tmpdir(),
): Promise<Blob> {
  const file = join(cacheDir, `betshell-pglite-${await pgliteVersion()}-fresh-cluster.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pglite = await Engine.create(IN_MEMORY);
  try {
    const dump = await pglite.dumpDataDir('none');
    // Written under a name of its own, then renamed: another test process never reads half a file.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await pglite.close();
  }
}

/** Another PGlite may make another cluster, so the file is named after the installed version. */
async function pgliteVersion(): Promise<string> {
  const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  return version;
}
