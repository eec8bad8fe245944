import type { Database } from '../db/database';
import { createPostgresDatabase } from '../db/postgres-database';
import { createRedisSignals, withSignals } from '../db/redis-signals';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { createPostgresTestDatabase } from './test-database-snapshots';

export interface TwoInstances {
  /** The database of one instance: a connection pool of its own. */
  readonly first: Database;
  /** Another instance's pool on the same database. */
  readonly second: Database;
}

export interface TwoInstancesOptions {
  /** Runs once on the first pool, before the tests (seeds). */
  readonly prepare?: (first: Database) => Promise<unknown>;
  /**
   * How the instances signal each other: PostgreSQL's LISTEN/NOTIFY (the default), or Redis
   * pub/sub at `url` on channels of the file's own (db/redis-signals.ts), as REDIS_URL makes them.
   */
  readonly redis?: () => { readonly url: string; readonly prefix: string };
}

/**
 * Two instances of the platform as a `.postgres.test.ts` file sees them: two connection pools on
 * one migrated PostgreSQL database of the file's own (DATABASE_URL), made before its tests and
 * dropped after them. PGlite, inside one process, has no second instance to offer.
 */
export function useTwoInstances(
  options: TwoInstancesOptions | ((first: Database) => Promise<unknown>) = {},
): TwoInstances {
  const { prepare, redis } = typeof options === 'function' ? { prepare: options } : options;
  let made: { readonly first: Database; readonly second: Database } | null = null;
  let drop: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    const database = await createPostgresTestDatabase(process.env.DATABASE_URL ?? '', 'migrated');
    drop = () => database.drop();
    const instance = async () => {
      const pool = await createPostgresDatabase(database.url);
      return redis === undefined ? pool : withSignals(pool, createRedisSignals(redis()));
    };
    const first = await instance();
    const second = await instance();
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
