/**
 * What repositories and migrations need from a database. PostgreSQL (through a pg pool) and PGlite
 * implement it with the same SQL, so every repository runs unchanged on both (DESIGN.md, storage).
 */
export interface QueryOptions {
  /**
   * A name to prepare the statement under: on PostgreSQL each connection parses and plans it once,
   * then only binds and runs it (a busy statement's planning can cost as much as its run). One
   * name is one SQL text for good (a constant beside its statement). PGlite prepares it too, once
   * for the database, when it runs inside a transaction (pglite-database.ts); outside one it runs
   * it as an unnamed statement.
   */
  readonly name?: string;
  /**
   * The last statement of a transaction's work: on PostgreSQL the transaction's COMMIT is sent with
   * it and answered in the same round trip. When the statement fails, the COMMIT rolls the
   * transaction back; when it succeeds, what the transaction wrote is committed even if the work
   * then throws, and no statement may follow it. Outside a transaction, inside a nested one
   * (auth-context.ts) and on PGlite it is a plain statement, and the commit comes when the work ends.
   */
  readonly thenCommit?: boolean;
}

export interface Queryable {
  /** Runs one statement with `$1`, `$2`, ... parameters and answers its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
  /**
   * Announces each of `payloads` on `channel` to every instance on the database, this one too
   * (Database.listen), once what was written through this queryable commits: at once outside a
   * transaction, at its COMMIT inside one, never when it rolls back. Through PostgreSQL's pg_notify,
   * or through Redis when the instances share one (redis-signals.ts). `channel` is a plain
   * lower-case name.
   */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
}

/** Queryable.notify on PostgreSQL and PGlite: one notification per payload, in one statement. */
export const NOTIFY_SQL = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs `work` inside BEGIN ... COMMIT, rolling back when it throws. Inside it, query through `tx`
   * only: on PGlite a query on the database itself would wait for the transaction to end.
   *
   * On PostgreSQL the connection pipelines: BEGIN is sent with the work's first statements, the
   * statements the work sends without waiting for each other's answers (Promise.all) go in the same
   * write, and a statement sent with `thenCommit` carries the COMMIT. Each statement is still
   * answered, or fails, on its own, in order: a statement after a failed one fails too (the
   * transaction is aborted) and the whole transaction rolls back.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock called `name`, so that one caller at a time (across every
   * instance sharing the PostgreSQL schema) is inside the critical section.
   */
  withAdvisoryLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `heard` with the payload of each notification on `channel` (`notify`, from any instance
   * on this database, delivered when its transaction commits), and with null when some may have
   * been missed (the listening connection was lost, and is made again). Answers how to stop
   * listening. `channel` is a plain lower-case name.
   */
  listen(channel: string, heard: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Closes the connections; closing twice is harmless. */
  close(): Promise<void>;
}
