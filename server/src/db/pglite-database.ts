import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { NOTIFY_SQL, type Database, type Queryable } from './database';
import { SHARED_TYPE_PARSERS } from './type-parsers';

/** The data directory value that keeps the database in memory (tests, end-to-end runs). */
export const IN_MEMORY = 'memory://';

export interface PgliteDatabaseOptions {
  /**
   * The PGlite class to run. Tests pass the ES build because jest's sandbox refuses the dynamic
   * import() calls of the CommonJS build (see test-support/create-test-database.ts).
   */
  readonly engine?: typeof PGlite;
  /**
   * A data directory dumped by PGlite (dumpDataDir) to start from instead of running initdb, which
   * takes seconds: tests start each database from one fresh cluster (test-support).
   */
  readonly loadDataDir?: Blob;
}

/** A PGlite database can also be written out whole, as the data directory it holds. */
export interface PgliteDatabase extends Database {
  /** The data directory as a tar file, which `loadDataDir` starts another database from. */
  dumpDataDir(): Promise<Blob>;
}

/** An embedded PostgreSQL (WebAssembly) in `dataDir`, or in memory for `memory://`. */
export async function createPgliteDatabase(
  dataDir: string,
  options: PgliteDatabaseOptions = {},
): Promise<PgliteDatabase> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const Engine = options.engine ?? PGlite;
  const pglite = await Engine.create(dataDir, {
    parsers: SHARED_TYPE_PARSERS,
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const locks = new Map<string, Promise<void>>();

  return {
    kind: 'PGlite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    // PGlite is one session in this process, where PostgreSQL advisory locks are re-entrant, so
    // mutual exclusion between callers has to come from the process itself.
    async withAdvisoryLock(name, work) {
      const previous = locks.get(name) ?? Promise.resolve();
      let release = (): void => undefined;
      const current = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => current);
      locks.set(name, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (locks.get(name) === tail) locks.delete(name);
      }
    },
    // One session in this process: what it notifies, it hears; nothing is lost between the two.
    async listen(channel, heard) {
      const stop = await pglite.listen(channel, (payload) => heard(payload));
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
    async notify(channel, payloads) {
      if (payloads.length === 0) return;
      await target.query(NOTIFY_SQL, [channel, [...payloads]]);
    },
  };
}
