import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as PgliteModule from '@electric-sql/pglite';
import { IN_MEMORY } from '../db/pglite-database';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { freshPgliteCluster } from './fresh-pglite-cluster';

// PGlite's ES build, as create-test-database.ts runs it under jest.
const { PGlite } = jest.requireActual<typeof PgliteModule>(
  require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js'),
);

describe('freshPgliteCluster', () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'betshell-cluster-cache-'));
  });
  afterEach(() => rm(cacheDir, { recursive: true, force: true }));

  it(
    'makes the cluster once, keeps it under the PGlite version without the template databases, sized for a test, and a database starts from it',
    async () => {
      const made = await freshPgliteCluster(PGlite, cacheDir);
      const files = await readdir(cacheDir);
      expect(files).toEqual([
        expect.stringMatching(/^betshell-pglite-\d+\.\d+\.\d+-fresh-postgres-only\.tar$/),
      ]);
      const file = join(cacheDir, files[0] ?? 'no file');
      const kept = await stat(file);

      const read = await freshPgliteCluster(PGlite, cacheDir);

      expect(read.size).toBe(made.size);
      expect((await stat(file)).mtimeMs).toBe(kept.mtimeMs);
      const pglite = await PGlite.create(IN_MEMORY, { loadDataDir: read });
      try {
        const { rows } = await pglite.query<{ tables: number }>(
          "select count(*)::int as tables from pg_tables where schemaname = 'public'",
        );
        expect(rows).toEqual([{ tables: 0 }]);
        const databases = await pglite.query<{ datname: string }>(
          'select datname from pg_database order by datname',
        );
        expect(databases.rows).toEqual([{ datname: 'postgres' }]);
        const settings = await pglite.query<{ name: string; setting: string; unit: string }>(
          "select name, setting, unit from pg_settings where name in ('shared_buffers', 'max_connections') order by name",
        );
        expect(settings.rows).toEqual([
          { name: 'max_connections', setting: '5', unit: null },
          { name: 'shared_buffers', setting: '2048', unit: '8kB' },
        ]);
      } finally {
        await pglite.close();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
