import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type * as PgliteModule from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { createPgliteDatabase, IN_MEMORY } from '../db/pglite-database';
import { createPostgresDatabase } from '../db/postgres-database';
import { migrateDatabase } from '../db/migrate-database';
import { freshPgliteCluster } from './fresh-pglite-cluster';
import { useSetUp } from './use-set-up';

/**
 * Starting a database and migrating it takes seconds, more than jest's default 5 s: about 1 s for
 * PGlite from the fresh cluster and 7 s for the migrations and seeds of an app on two loaded cores.
 * The limit is for a machine several times busier; a set-up past it says which step it was in.
 */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  readonly database: Database;
  /** Closes the database and, on PostgreSQL, drops its schema. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * randomly named schema on that PostgreSQL server. The same tests thus run on both backends.
 * `inMemory` asks for PGlite whatever DATABASE_URL says.
 */
export async function createTestDatabase(
  options: { inMemory?: boolean } = {},
): Promise<TestDatabase> {
  const url = options.inMemory === true ? undefined : process.env.DATABASE_URL;
  if (!url) {
    const engine = pgliteEsBuild();
    const database = await createPgliteDatabase(IN_MEMORY, {
      engine,
      loadDataDir: await freshPgliteCluster(engine),
    });
    return { database, dispose: () => database.close() };
  }
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const database = await createPostgresDatabase(url, { schema });
  return {
    database,
    async dispose() {
      await database.close();
      await dropSchema(url, schema);
    },
  };
}

/**
 * PGlite's CommonJS build loads node:fs and its WebAssembly through import(), which jest's sandbox
 * refuses without --experimental-vm-modules. Its ES build, which swc compiles to CommonJS for jest
 * (it is in esmOnly in jest.config.mjs), turns those into require() calls and runs.
 */
function pgliteEsBuild(): typeof PgliteModule.PGlite {
  const esEntry = require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js');
  return jest.requireActual<typeof PgliteModule>(esEntry).PGlite;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** A fresh test database with the repository's migrations applied, for repository-level tests. */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const testDatabase = await createTestDatabase();
  try {
    await migrateDatabase(testDatabase.database);
    return testDatabase;
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}

/**
 * The describe block's migrated database: made before its tests, disposed after them. The answer
 * stands for the database from the first hook on (jest runs this beforeAll before the hooks the
 * block declares after the call), so tests use it as they would the database itself.
 */
export function useMigratedTestDatabase(): Database {
  const made = useSetUp('the test database', DATABASE_SETUP_TIMEOUT_MS, async (steps) => {
    const testDatabase = await steps.step(
      'starting the database',
      () => createTestDatabase(),
      (made) => made.dispose(),
    );
    await steps.step(
      'migrating the database',
      () => migrateDatabase(testDatabase.database),
      () => Promise.resolve(),
    );
    return testDatabase;
  });
  const database = (): Database => made().database;
  return {
    get kind() {
      return database().kind;
    },
    query: (sql, params) => database().query(sql, params),
    exec: (sql) => database().exec(sql),
    transaction: (work) => database().transaction(work),
    withAdvisoryLock: (name, work) => database().withAdvisoryLock(name, work),
    close: () => database().close(),
  };
}
