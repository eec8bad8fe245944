import { mkdir } from 'node:fs/promises';
import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { NOTIFY_SQL, type Database, type QueryOptions, type Queryable } from './database';
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
  const prepared: PreparedStatements = { pglite, types: new Map() };

  return {
    kind: 'PGlite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx, prepared))),
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

/**
 * The statements prepared by name (QueryOptions.name) in the one session PGlite is, with the types
 * of their parameters, which say how each value is written.
 */
interface PreparedStatements {
  readonly pglite: PGlite;
  readonly types: Map<string, readonly number[]>;
}

const { serialize } = protocol;

function joined(messages: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((sum, one) => sum + one.length, 0));
  let at = 0;
  for (const one of messages) {
    all.set(one, at);
    at += one.length;
  }
  return all;
}

/**
 * A named statement inside a transaction: parsed, analysed and planned once for the database, then
 * only bound and run, as on PostgreSQL. PGlite's own query() parses and plans its statement every
 * time, which for placement's large statements cost more than running them. Runs in PGlite's
 * query lock, as the transaction's own queries do.
 */
function queryPrepared<Row>(
  prepared: PreparedStatements,
  name: string,
  sql: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const { pglite } = prepared;
  return pglite.runExclusive(async () => {
    let types = prepared.types.get(name);
    if (types === undefined) {
      const described = await pglite.execProtocol(
        joined([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described.messages);
      prepared.types.set(name, types);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = pglite.serializers[types[index]!];
      if (write !== undefined) return write(value);
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
        return value.toString();
      return JSON.stringify(value);
    });
    const { messages } = await pglite.execProtocol(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  });
}

function queryable(target: PGlite | Transaction, prepared?: PreparedStatements): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      // Outside a transaction a statement must also wait for any transaction to end, which
      // PGlite's query() does and its protocol calls do not.
      if (prepared !== undefined && options.name !== undefined)
        return queryPrepared<Row>(prepared, options.name, sql, params);
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
