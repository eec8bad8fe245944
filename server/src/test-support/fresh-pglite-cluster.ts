// initdb in WebAssembly is most of a test database's start: 13 of the 21 s an ops test server took
// on a loaded machine, where loading a dumped cluster takes under a second. Every test database
// starts from the same fresh cluster, so it is made once per PGlite version, kept as a file in the
// temporary folder, and each test database loads it.
//
// Loading a dump writes each of its files into PGlite's in-memory file system, and every test file
// loads one: a cluster as initdb leaves it holds three databases of about 300 files each, and PGlite
// only ever opens `postgres`. The cluster is kept without template0 and template1 (dropped, so the
// catalog says so too), which halves the files every test database starts from. Nothing here
// creates a database on PGlite; a test database on PostgreSQL is copied from a template there.
// It is also sized for a test (TEST_SETTINGS).
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY } from '../db/pglite-database';

/** The databases of initdb that PGlite never opens. */
const TEMPLATE_DATABASES = ['template0', 'template1'];

/**
 * initdb sizes the shared memory for a server: 128 MB of buffers and 100 connections. PGlite is
 * one session over a test's few megabytes, and PostgreSQL sets that memory up at every start, which
 * every test file pays in page faults and collection: these settings (postgresql.auto.conf) took a
 * third of a second of a core off each test file that starts a database. They size caches and
 * slots only; what a query answers is the same.
 */
const TEST_SETTINGS = ["shared_buffers = '16MB'", 'max_connections = 5'];

/**
 * The data directory of a PGlite just made (initdb run), holding the `postgres` database only and
 * sized for a test, as dumpDataDir gives it.
 */
export async function freshPgliteCluster(
  Engine: typeof PGlite,
  cacheDir: string = tmpdir(),
): Promise<Blob> {
  const file = join(cacheDir, `betshell-pglite-${await pgliteVersion()}-fresh-postgres-only.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pglite = await Engine.create(IN_MEMORY);
  try {
    for (const name of TEMPLATE_DATABASES) {
      await pglite.exec(`alter database ${name} is_template false`);
      await pglite.exec(`drop database ${name}`);
    }
    for (const setting of TEST_SETTINGS) await pglite.exec(`alter system set ${setting}`);
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
