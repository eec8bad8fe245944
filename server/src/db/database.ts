/**
 * What repositories and migrations need from a database. PostgreSQL (through a pg pool) and PGlite
 * implement it with the same SQL, so every repository runs unchanged on both (DESIGN.md, storage).
 */
export interface QueryOptions {
  /**
   * A name to prepare the statement under: on PostgreSQL each connection parses and plans it once,
   * then only binds and runs it (a busy statement's planning can cost as much as its run). One
   * name is one SQL text for good (a constant beside its statement); PGlite ignores it.
   */
  readonly name?: string;
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
}

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs `work` inside BEGIN ... COMMIT, rolling back when it throws. Inside it, query through `tx`
   * only: on PGlite a query on the database itself would wait for the transaction to end.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock called `name`, so that one caller at a time (across every
   * instance sharing the PostgreSQL schema) is inside the critical section.
   */
  withAdvisoryLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `heard` with the payload of each notification on `channel` (`pg_notify`, from any
   * connection to this database, delivered when its transaction commits), and with null when some
   * may have been missed (the listening connection was lost, and is made again). Answers how to
   * stop listening. `channel` is a plain lower-case name.
   */
  listen(channel: string, heard: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Closes the connections; closing twice is harmless. */
  close(): Promise<void>;
}
