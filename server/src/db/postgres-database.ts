import pg from 'pg';
import { NOTIFY_SQL, type Database, type QueryOptions, type Queryable } from './database';
import { SHARED_TYPE_PARSERS } from './type-parsers';

export interface PostgresDatabaseOptions {
  /**
   * A schema to work in, created when missing and put first on every connection's search_path, so
   * that each test (or each tenant of a shared server) gets its own tables.
   */
  readonly schema?: string;
}

/** Plain lower-case identifiers only: the name goes into DDL and into a connection option. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): unknown =>
    SHARED_TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
};

/** A PostgreSQL server reached through a connection pool. */
export async function createPostgresDatabase(
  url: string,
  options: PostgresDatabaseOptions = {},
): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) {
      throw new Error(`The schema name ${JSON.stringify(schema)} is not a plain identifier`);
    }
    await createSchema(url, schema);
  }
  const pool = new pg.Pool({
    connectionString: url,
    types: typeParsers,
    // A database that stops answering must not hold requests for good: a connection
    // is given 5 s to open and a query 30 s to answer, then the request fails with a 503.
    connectionTimeoutMillis: 5000,
    query_timeout: 30_000,
    keepAlive: true,
    // A statement is written as soon as it is asked, not once the one before it is answered: a
    // transaction sends its BEGIN, its statements that do not wait for each other and its COMMIT
    // in as few round trips as its work allows (transaction below). Each statement still has its
    // own Sync, so it is answered, or fails, on its own and in order.
    pipeline: true,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // A pooled connection that the server drops while idle is discarded by the pool and replaced on
  // the next query; without a listener the 'error' event would end the process instead.
  pool.on('error', () => undefined);
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  const connectionOptions: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };

  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    kind: 'PostgreSQL',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out connection that breaks between two statements (the database going away
      // mid-transaction) emits 'error' on the client, which the pool does not catch while the
      // connection is lent out: unheard, it would end the process. The next statement fails anyway.
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      const state: TransactionState = { beginFailed: undefined, committed: false, corked: false };
      try {
        // BEGIN goes out with the work's first statements, in the same write (corkUntilNextTick):
        // PostgreSQL runs them in order, so they are inside the transaction. An idle pooled
        // connection answers BEGIN with an error only when the connection itself fails, and then
        // every statement behind it fails too; no statement is sent once its failure is known.
        corkUntilNextTick(client, state);
        const begun = client.query('begin').then(
          () => undefined,
          (error: Error) => void (state.beginFailed = error),
        );
        const result = await work(queryable(client, state));
        await begun;
        if (state.beginFailed !== undefined) throw state.beginFailed;
        if (!state.committed) await client.query('commit');
        return result;
      } catch (error) {
        // A statement sent with thenCommit ended the transaction, committed or rolled back.
        if (!state.committed)
          await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    async withAdvisoryLock(name, work) {
      // A session lock on a connection of its own: the work may use any other connection of the
      // pool. The key is scoped by schema so that separate schemas do not wait on each other.
      const client = await pool.connect();
      const key = [name];
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query(`select pg_advisory_lock(hashtext(current_schema() || ':' || $1))`, key);
        try {
          return await work();
        } finally {
          await client
            .query(`select pg_advisory_unlock(hashtext(current_schema() || ':' || $1))`, key)
            .catch((unlockError: Error) => (broken = unlockError));
        }
      } finally {
        // Destroying the connection of a failed unlock ends its session, and so releases the lock.
        client.off('error', onError);
        client.release(broken);
      }
    },
    async listen(channel, heard) {
      const stop = await listenOn(connectionOptions, channel, heard);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** A channel name that goes into LISTEN as it is. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** How long a lost listening connection waits before it is made again. */
const RELISTEN_AFTER_MS = 1000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection is lent to any query
 * and given back). A connection that is lost is made again every RELISTEN_AFTER_MS until it
 * listens; `heard(null)` says so when it is lost and again when it listens, since notifications
 * sent meanwhile are gone.
 */
async function listenOn(
  options: pg.ClientConfig,
  channel: string,
  heard: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) {
    throw new Error(`The channel name ${JSON.stringify(channel)} is not a plain identifier`);
  }
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      heard(null);
      again();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const again = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => heard(null),
        () => again(),
      );
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

/** One transaction on its connection (createPostgresDatabase's transaction). */
interface TransactionState {
  /** Why BEGIN failed, once its answer says so. */
  beginFailed: Error | undefined;
  /** A statement went out with its COMMIT (QueryOptions.thenCommit): the transaction has ended. */
  committed: boolean;
  /** The connection's writes are held until the end of this tick. */
  corked: boolean;
}

/**
 * Holds the connection's writes until the end of this tick, so that what a transaction sends
 * without waiting (BEGIN with the first statements, statements sent together, a statement with its
 * COMMIT) leaves in one write to the socket: a write is a system call, and under load those calls
 * were most of the server's own time per coupon placed.
 */
function corkUntilNextTick(client: pg.PoolClient, state: TransactionState) {
  if (state.corked) return;
  // pg's own Query.submit corks the same stream around each statement's messages.
  const stream = (client as unknown as pg.Client).connection.stream;
  state.corked = true;
  stream.cork();
  process.nextTick(() => {
    state.corked = false;
    stream.uncork();
  });
}

function queryable(target: pg.Pool | pg.PoolClient, transaction?: TransactionState): Queryable {
  const send = <Row extends object>(config: pg.QueryConfig) => {
    if (transaction !== undefined) {
      if (transaction.beginFailed !== undefined) throw transaction.beginFailed;
      if (transaction.committed)
        throw new Error('The transaction was committed with its last statement (thenCommit)');
      corkUntilNextTick(target as pg.PoolClient, transaction);
    }
    return target.query<Row & pg.QueryResultRow>(config);
  };
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const statement = send<Row>(
        options.name === undefined
          ? { text: sql, values: [...params] }
          : { name: options.name, text: sql, values: [...params] },
      );
      if (transaction === undefined || options.thenCommit !== true) return (await statement).rows;
      // The COMMIT follows in the same write; when the statement fails, it answers ROLLBACK.
      const commit = send({ text: 'commit' });
      transaction.committed = true;
      const [result, committed] = await Promise.all([statement, commit]);
      if (committed.command !== 'COMMIT')
        throw new Error(`The transaction did not commit: COMMIT answered ${committed.command}`);
      return result.rows;
    },
    async exec(sql) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await send({ text: sql });
    },
    // Inside a transaction PostgreSQL itself holds the notifications until COMMIT.
    async notify(channel, payloads) {
      if (payloads.length === 0) return;
      await send({ text: NOTIFY_SQL, values: [channel, [...payloads]] });
    },
  };
}
