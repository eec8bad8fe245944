import { copyFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as PgliteModule from '@electric-sql/pglite';
import { createPgliteDatabase, IN_MEMORY } from '../db/pglite-database';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { freshPgliteCluster } from './fresh-pglite-cluster';
import { pgliteSnapshot, testDatabaseSourceKey } from './test-database-snapshots';

// PGlite's ES build, as create-test-database.ts runs it under jest.
const { PGlite } = jest.requireActual<typeof PgliteModule>(
  require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js'),
);

jest.setTimeout(DATABASE_SETUP_TIMEOUT_MS);

describe('pgliteSnapshot', () => {
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'betshell-snapshot-cache-'));
    // The fresh cluster the run already made, so this test does not run initdb again.
    await freshPgliteCluster(PGlite);
    const fresh = (await readdir(tmpdir())).find((name) =>
      /^betshell-pglite-[\d.]+-fresh-postgres-only\.tar$/.test(name),
    );
    if (fresh !== undefined) await copyFile(join(tmpdir(), fresh), join(cacheDir, fresh));
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  const counts = async (snapshot: Blob) => {
    const database = await createPgliteDatabase(IN_MEMORY, {
      engine: PGlite,
      loadDataDir: snapshot,
    });
    try {
      const [row] = await database.query<{ migrations: number; config: number; events: number }>(
        `select (select count(*)::int from schema_migrations) as migrations,
                (select count(*)::int from site_config) as config,
                (select count(*)::int from line_events) as events`,
      );
      return row;
    } finally {
      await database.close();
    }
  };

  it('makes a migrated database once per source, named after its key, and reads it back after', async () => {
    const made = await pgliteSnapshot(PGlite, 'migrated', cacheDir);
    const file = join(cacheDir, `betshell-pglite-migrated-${await testDatabaseSourceKey()}.tar`);
    const kept = await stat(file);

    const read = await pgliteSnapshot(PGlite, 'migrated', cacheDir);

    expect(read.size).toBe(made.size);
    expect((await stat(file)).mtimeMs).toBe(kept.mtimeMs);
    expect(await counts(read)).toEqual({
      migrations: expect.any(Number) as number,
      config: 0,
      events: 0,
    });
    expect((await counts(read))?.migrations).toBeGreaterThan(0);
  });

  it("holds the release's content when prepared, but no demo line: each test schedules its own", async () => {
    const prepared = await counts(await pgliteSnapshot(PGlite, 'prepared', cacheDir));

    expect(prepared?.config).toBeGreaterThan(0);
    expect(prepared?.events).toBe(0);
    expect((await readdir(cacheDir)).sort()).toEqual([
      expect.stringMatching(/^betshell-pglite-\d+\.\d+\.\d+-fresh-postgres-only\.tar$/),
      expect.stringMatching(/^betshell-pglite-migrated-[0-9a-f]{16}\.tar$/),
      expect.stringMatching(/^betshell-pglite-prepared-[0-9a-f]{16}\.tar$/),
    ]);
  });
});
