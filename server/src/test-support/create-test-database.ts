import type * as PgliteModule from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { createPgliteDatabase, IN_MEMORY } from '../db/pglite-database';
import { createPostgresDatabase } from '../db/postgres-database';
import {
  createPostgresTestDatabase,
  pgliteSnapshot,
  type TestDatabaseContent,
} from './test-database-snapshots';
import { useSetUp } from './use-set-up';

/**
 * Starting a database takes seconds, more than jest's default 5 s: about 1 s for PGlite from a
 * snapshot, and the first test of a run with a new source also makes the snapshot (migrations and
 * seeds). The limit is for a machine several times busier; a set-up past it says which step it was in.
 */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  readonly database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A database of one test file's own, holding `content` (test-database-snapshots.ts; empty when not
 * given): in-memory PGlite, or, when DATABASE_URL is set, a new database on that PostgreSQL server,
 * dropped by dispose. The same tests thus run on both backends. `inMemory` asks for PGlite whatever
 * DATABASE_URL says.
 */
export async function createTestDatabase(
  options: { inMemory?: boolean; content?: TestDatabaseContent } = {},
): Promise<TestDatabase> {
  const content = options.content ?? 'empty';
  const url = options.inMemory === true ? undefined : process.env.DATABASE_URL;
  if (!url) {
    const engine = pgliteEsBuild();
    const database = await createPgliteDatabase(IN_MEMORY, {
      engine,
      loadDataDir: await pgliteSnapshot(engine, content),
    });
    return { database, dispose: () => database.close() };
  }
  const made = await createPostgresTestDatabase(url, content);
  try {
    const database = await createPostgresDatabase(made.url);
    return {
      database,
      async dispose() {
        await database.close();
        await made.drop();
      },
    };
  } catch (error) {
    await made.drop();
    throw error;
  }
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

/** A test database with the repository's migrations applied, for repository-level tests. */
export function createMigratedTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase({ content: 'migrated' });
}

/**
 * The describe block's migrated database: made before its tests, disposed after them. The answer
 * stands for the database from the first hook on (jest runs this beforeAll before the hooks the
 * block declares after the call), so tests use it as they would the database itself.
 */
export function useMigratedTestDatabase(): Database {
  const made = useSetUp('the test database', DATABASE_SETUP_TIMEOUT_MS, (steps) =>
    steps.step(
      'starting the migrated database',
      () => createTestDatabase({ content: 'migrated' }),
      (made) => made.dispose(),
    ),
  );
  const database = (): Database => made().database;
  return {
    get kind() {
      return database().kind;
    },
    query: (sql, params, options) => database().query(sql, params, options),
    exec: (sql) => database().exec(sql),
    notify: (channel, payloads) => database().notify(channel, payloads),
    transaction: (work) => database().transaction(work),
    withAdvisoryLock: (name, work) => database().withAdvisoryLock(name, work),
    listen: (channel, heard) => database().listen(channel, heard),
    close: () => database().close(),
  };
}
