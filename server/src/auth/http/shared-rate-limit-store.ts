import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Queryable } from '../../db/database';
import type { Clock } from '../clock';
import { databaseRateLimitStore } from './database-rate-limit-store';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Every rate-limit key in Redis starts so; the rest is the limit's own key (`address:<ip>`, ...). */
export const REDIS_RATE_LIMIT_PREFIX = 'betshell:rate-limit:';

/** Counts a hit and starts the window on the first, in one step on the Redis server. */
const INCREMENT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;
const READ = `local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

/**
 * A Redis client for rate limits that fails fast: a command never waits for a connection (no
 * offline queue) or longer than half a second, and reconnecting goes on in the background.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    // One line a minute while it is out, not one per reconnection.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'Redis for rate limits is out of reach: counting in the database');
  });
  return redis;
}

/**
 * The store of every rate limit (@fastify/rate-limit): Redis when REDIS_URL is set and the
 * connection is up, else the rate_limit_hits table (database-rate-limit-store.ts), which every
 * instance shares as well. A call never waits for Redis: while it is out of reach, or when a
 * command fails, the hit is counted in the database, so calls stay limited.
 */
export function sharedRateLimitStore(options: {
  readonly redis: Redis | undefined;
  readonly database: Queryable;
  readonly clock: Clock;
}) {
  const { redis } = options;
  const DatabaseStore = databaseRateLimitStore(options.database, options.clock);
  const fallback = new DatabaseStore();
  const viaRedis =
    (script: string, key: string, args: number[], onFailure: () => void) =>
    (callback: Callback) => {
      redis!
        .eval(script, 1, REDIS_RATE_LIMIT_PREFIX + key, ...args)
        .then((result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) });
        })
        .catch(onFailure);
    };
  const up = () => redis !== undefined && redis.status === 'ready';

  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const inDatabase = () => fallback.incr(key, callback, timeWindow);
      if (!up()) return inDatabase();
      viaRedis(INCREMENT, key, [timeWindow], inDatabase)(callback);
    }

    read(key: string, callback: Callback): void {
      const inDatabase = () => fallback.read(key, callback);
      if (!up()) return inDatabase();
      viaRedis(READ, key, [], inDatabase)(callback);
    }

    /** Keys are namespaced by each limit's key generator, so every route shares one store. */
    child(): this {
      return this;
    }
  };
}
