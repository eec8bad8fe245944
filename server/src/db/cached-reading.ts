/**
 * One value read from the database and kept in memory, so that a hot route (the site config, read
 * by every page and every session check) does not query per request.
 *
 * - `forget()` is called by every writer in this process right after its change is committed: the
 *   next `get()` reads again, so an operator's change shows on the very next request.
 * - A load that was already running when `forget()` was called is answered to its own callers but
 *   never kept: it may have read the row before the change was committed.
 * - Writes this process cannot see (psql, another instance on the same PostgreSQL) show once the
 *   kept value is `ttlMs` old: each entry is trusted for that long from the moment its read began.
 * - Concurrent callers of a cold cache share one read instead of each querying.
 */
export interface CachedReading<T> {
  get(): Promise<T>;
  /**
   * The kept value while `get()` would answer it without reading, else undefined: lets a hot
   * route answer without a promise and an await per request.
   */
  peek(): T | undefined;
  forget(): void;
}

export function createCachedReading<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = () => Date.now(),
): CachedReading<T> {
  let generation = 0;
  let kept: { readonly value: T; readonly readAt: number } | null = null;
  let pending: Promise<T> | null = null;

  return {
    peek() {
      return kept !== null && now() - kept.readAt < ttlMs ? kept.value : undefined;
    },
    get() {
      if (kept !== null && now() - kept.readAt < ttlMs) return Promise.resolve(kept.value);
      if (pending !== null) return pending;
      const startedIn = generation;
      const readAt = now();
      const reading = load().then(
        (value) => {
          if (generation === startedIn) kept = { value, readAt };
          if (pending === reading) pending = null;
          return value;
        },
        (error: unknown) => {
          if (pending === reading) pending = null;
          throw error;
        },
      );
      pending = reading;
      return reading;
    },
    forget() {
      generation += 1;
      kept = null;
      pending = null;
    },
  };
}

/**
 * One cache per database object: the repositories made over the same database (the app makes
 * several) share it, and a repository made over a transaction gets one of its own that dies with
 * the transaction, so a transaction always sees its own writes.
 */
export function perDatabase<Db extends object, Cache extends object>(
  make: (db: Db) => Cache,
): (db: Db) => Cache {
  const readings = new WeakMap<Db, Cache>();
  return (db) => {
    let reading = readings.get(db);
    if (reading === undefined) {
      reading = make(db);
      readings.set(db, reading);
    }
    return reading;
  };
}
