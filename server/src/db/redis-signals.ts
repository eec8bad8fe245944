import { Redis } from 'ioredis';
import type { Database, Queryable } from './database';

/** Every channel of the instances' signals in Redis starts so, unless REDIS_CHANNEL_PREFIX says. */
export const DEFAULT_REDIS_CHANNEL_PREFIX = 'betshell:signal:';

/**
 * How the instances on one database tell each other that something committed (a session ended,
 * the line changed): the one small interface behind Database.notify and Database.listen when they
 * go through Redis instead of PostgreSQL's LISTEN/NOTIFY. A message says only what committed (an
 * id, a version); the rows stay in the database.
 */
export interface InstanceSignals {
  /** Sends each payload on `channel` to every listening instance, this one too. */
  publish(channel: string, payloads: readonly string[]): Promise<void>;
  /**
   * Calls `heard` with each payload published on `channel`, and with null when some may have been
   * missed: when the connection is lost, and again once it listens anew (the listener then reads
   * from where it was). Answers how to stop listening.
   */
  listen(channel: string, heard: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name as Database.listen accepts it. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** How long a publish may take before it is given up (the commit is kept; listeners catch up). */
const PUBLISH_TIMEOUT_MS = 500;
/** How long listen waits for Redis at start before it leaves subscribing to the reconnection. */
const FIRST_SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Signals through Redis pub/sub at `url`, on channels named `prefix` + the channel: one connection
 * that publishes (never waiting for Redis: no queue while it is away) and one that subscribes.
 * The subscriber resubscribes itself after a reconnection and only then says null to every
 * listener, so that their read after it misses nothing published before or after.
 */
export function createRedisSignals(options: {
  readonly url: string;
  readonly prefix?: string;
  readonly log?: (message: string, error?: unknown) => void;
}): InstanceSignals {
  const prefix = options.prefix ?? DEFAULT_REDIS_CHANNEL_PREFIX;
  const log = options.log ?? (() => undefined);
  const retryStrategy = (times: number) => Math.min(times * 200, 2_000);
  const publisher = new Redis(options.url, {
    connectTimeout: 2_000,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  const subscriber = new Redis(options.url, {
    connectTimeout: 2_000,
    // Resubscribed here, so that listeners are told after the subscription holds, not before.
    autoResubscribe: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  const listeners = new Map<string, Set<(payload: string | null) => void>>();
  let lastWarning = 0;
  const warn = (message: string, error: unknown) => {
    // One line a minute while it is out, not one per reconnection.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log(message, error);
  };
  publisher.on('error', (error: unknown) => warn('Redis for signals is out of reach', error));
  subscriber.on('error', (error: unknown) => warn('Redis for signals is out of reach', error));

  const tellAll = (payload: string | null) => {
    for (const heard of [...listeners.values()].flatMap((set) => [...set])) heard(payload);
  };
  let listening = false;
  subscriber.on('ready', () => {
    const channels = [...listeners.keys()].map((channel) => prefix + channel);
    const subscribed =
      channels.length === 0 ? Promise.resolve() : subscriber.subscribe(...channels);
    subscribed.then(
      () => {
        listening = true;
        tellAll(null);
      },
      // The connection went again before it listened: the next 'ready' tries anew.
      (error: unknown) => warn('Redis for signals: subscribing failed', error),
    );
  });
  subscriber.on('close', () => {
    if (!listening) return;
    listening = false;
    tellAll(null);
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    for (const heard of listeners.get(channel.slice(prefix.length)) ?? []) heard(message);
  });

  return {
    async publish(channel, payloads) {
      if (payloads.length === 0) return;
      try {
        await Promise.all(payloads.map((payload) => publisher.publish(prefix + channel, payload)));
      } catch (error) {
        // What committed stays committed: listeners catch up at their next message or reconnection.
        warn('Redis for signals: publishing failed', error);
      }
    },
    async listen(channel, heard) {
      if (!CHANNEL_NAME.test(channel)) {
        throw new Error(`The channel name ${JSON.stringify(channel)} is not a plain identifier`);
      }
      const first = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(heard);
      listeners.set(channel, set);
      if (first && subscriber.status === 'ready') {
        await subscriber.subscribe(prefix + channel);
      } else if (first) {
        // Not connected yet: 'ready' subscribes it. A start does not wait long for Redis.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, FIRST_SUBSCRIBE_WAIT_MS);
          timer.unref();
          const ready = () => {
            clearTimeout(timer);
            resolve();
          };
          subscriber.once('ready', ready);
        });
      }
      return async () => {
        set.delete(heard);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        if (subscriber.status === 'ready') {
          await subscriber.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      listening = false;
      // Resolved once each open connection has ended (a second at most), so nothing of it
      // outlives the close; one that is reconnecting has no connection to end.
      await Promise.all(
        [publisher, subscriber].map(
          (client) =>
            new Promise<void>((resolve) => {
              const open = client.status === 'ready' || client.status === 'connect';
              client.disconnect();
              if (!open) return resolve();
              const timer = setTimeout(resolve, 1_000);
              timer.unref();
              client.once('end', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        ),
      );
    },
  };
}

/**
 * `database` with its notifications going through `signals` instead of pg_notify and LISTEN: a
 * notify outside a transaction is published at once (its statement has committed), one inside a
 * transaction when the transaction commits, and not at all when it rolls back. Closing it closes
 * the signals, then the database.
 */
export function withSignals(database: Database, signals: InstanceSignals): Database {
  const outside: Queryable = {
    query: (sql, params, options) => database.query(sql, params, options),
    exec: (sql) => database.exec(sql),
    notify: (channel, payloads) => signals.publish(channel, payloads),
  };
  return {
    kind: database.kind,
    ...outside,
    async transaction(work) {
      const pending: { channel: string; payloads: readonly string[] }[] = [];
      const result = await database.transaction((tx) =>
        work({
          query: (sql, params, options) => tx.query(sql, params, options),
          exec: (sql) => tx.exec(sql),
          notify: (channel, payloads) => {
            pending.push({ channel, payloads });
            return Promise.resolve();
          },
        }),
      );
      for (const { channel, payloads } of pending) await signals.publish(channel, payloads);
      return result;
    },
    withAdvisoryLock: (name, work) => database.withAdvisoryLock(name, work),
    listen: (channel, heard) => signals.listen(channel, heard),
    async close() {
      await signals.close();
      await database.close();
    },
  };
}
