import type { Database } from '../db/database';
import { createPostgresDatabase } from '../db/postgres-database';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { createPostgresTestDatabase } from './test-database-snapshots';

export interface TwoInstances {
  /** The database of one instance: a connection pool of its own. */
  readonly first: Database;
  /** Another instance's pool on the same database. */
  readonly second: Database;
}

/**
 * Two instances of the platform as a `.postgres.test.ts` file sees them: two connection pools on
 * one migrated PostgreSQL database of the file's own (DATABASE_URL), made before its tests and
 * dropped after them. PGlite, inside one process, has no second instance to offer. `prepare` runs
 * once on the first pool, before the tests (seeds).
 */
export function useTwoInstances(prepare?: (first: Database) => Promise<unknown>): TwoInstances {
  let made: { readonly first: Database; readonly second: Database } | null = null;
  let drop: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    const database = await createPostgresTestDatabase(process.env.DATABASE_URL ?? '', 'migrated');
    drop = () => database.drop();
    const first = await createPostgresDatabase(database.url);
    const second = await createPostgresDatabase(database.url);
    made = { first, second };
    await prepare?.(first);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await made?.first.close();
    await made?.second.close();
    await drop();
  });

  const instance = (which: keyof TwoInstances): Database => {
    if (made === null) throw new Error('the two instances are made in beforeAll');
    return made[which];
  };
  return {
    get first() {
      return instance('first');
    },
    get second() {
      return instance('second');
    },
  };
}
