import type { Queryable } from '../../db/database';
import type { Clock } from '../clock';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are swept once in this many calls, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit in the rate_limit_hits table (DESIGN.md: what instances share
 * goes to the database, or to Redis when REDIS_URL is set). One upsert per call counts the hit and
 * starts a new window when the old one has ended, atomically on PostgreSQL.
 */
export function databaseRateLimitStore(db: Queryable, clock: Clock) {
  let calls = 0;

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      const sweep = ++calls % SWEEP_EVERY === 0;
      db.query<{ hits: number; window_ends_at: Date | string }>(
        `insert into rate_limit_hits (key, hits, window_ends_at) values ($1, 1, $2)
         on conflict (key) do update set
           hits = case when rate_limit_hits.window_ends_at <= $3 then 1
                       else rate_limit_hits.hits + 1 end,
           window_ends_at = case when rate_limit_hits.window_ends_at <= $3 then excluded.window_ends_at
                                 else rate_limit_hits.window_ends_at end
         returning hits, window_ends_at`,
        [key, new Date(now.getTime() + timeWindow), now],
      )
        .then(async ([row]) => {
          if (sweep)
            await db.query('delete from rate_limit_hits where window_ends_at <= $1', [now]);
          const endsAt = new Date(row?.window_ends_at ?? now).getTime();
          callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, endsAt - now.getTime()) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const now = clock();
      db.query<{ hits: number; window_ends_at: Date | string }>(
        'select hits, window_ends_at from rate_limit_hits where key = $1 and window_ends_at > $2',
        [key, now],
      )
        .then(([row]) =>
          callback(null, {
            current: row?.hits ?? 0,
            ttl: row === undefined ? 0 : new Date(row.window_ends_at).getTime() - now.getTime(),
          }),
        )
        .catch((error: Error) => callback(error));
    }

    /** Keys are namespaced by each limit's key generator, so every route shares one store. */
    child(): this {
      return this;
    }
  };
}
