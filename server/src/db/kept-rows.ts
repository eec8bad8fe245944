import { LRUCache } from 'lru-cache';
import type { Database } from './database';

/**
 * What a hot read keeps per key (a session by id, a player's open limits): read from the table,
 * trusted for `ttlMs`, dropped at once by every change made through this server, and by every
 * change another instance announces on the database's channel.
 *
 * - A read begun before a drop is answered to its caller but never kept: it may predate the
 *   change.
 * - A read that finds nothing is not kept, so made-up keys cannot fill the memory.
 * - `ttlMs` bounds what a lost notification costs, and a change made by hand in the table.
 */
export interface KeptRows<Key, Value> {
  /** The kept value while it is fresh, without a promise; undefined when it must be read. */
  peek(key: Key): Value | undefined;
  /** The kept value while it is fresh, else what `read` finds (kept unless something dropped it). */
  get(key: Key, read: () => Promise<Value | undefined>): Promise<Value | undefined>;
  /** Changes a kept value in place, keeping its age: a write this server made and knows. */
  update(key: Key, change: (kept: Value) => Value): void;
  /** Drops one key, or every key (null). */
  drop(key: Key | null): void;
}

export interface KeptRowsSettings {
  /** How many keys are kept at most; the least recently read goes first. */
  readonly max: number;
  readonly ttlMs: number;
}

export function createKeptRows<
  Key extends NonNullable<unknown>,
  Value extends NonNullable<unknown>,
>({ max, ttlMs }: KeptRowsSettings): KeptRows<Key, Value> {
  const rows = new LRUCache<Key, { readonly value: Value; readonly readAt: number }>({ max });
  /** Moves on at every drop: a read begun before one is not kept. */
  let generation = 0;

  const fresh = (key: Key) => {
    const hit = rows.get(key);
    return hit !== undefined && Date.now() - hit.readAt < ttlMs ? hit : undefined;
  };

  return {
    peek: (key) => fresh(key)?.value,
    async get(key, read) {
      const hit = fresh(key);
      if (hit !== undefined) return hit.value;
      const startedIn = generation;
      const readAt = Date.now();
      const value = await read();
      if (value !== undefined && generation === startedIn) rows.set(key, { value, readAt });
      return value;
    },
    update(key, change) {
      const hit = rows.get(key);
      if (hit !== undefined) rows.set(key, { value: change(hit.value), readAt: hit.readAt });
    },
    drop(key) {
      if (key === null) rows.clear();
      else rows.delete(key);
      generation += 1;
    },
  };
}

/**
 * Drops a key from `kept` the moment any instance on the database announces a change of it on
 * `channel` (the payload is the key, read by `keyOf`; null for one it cannot read), and every key
 * when notifications may have been missed. `heard` hears each drop (tests). Answers how to stop.
 */
export function followDrops<Key>(
  db: Database,
  channel: string,
  kept: KeptRows<Key, unknown>,
  keyOf: (payload: string) => Key | null,
  heard: (key: Key | null) => void = () => undefined,
): Promise<() => Promise<void>> {
  return db.listen(channel, (payload) => {
    const key = payload === null ? null : keyOf(payload);
    kept.drop(key);
    heard(key);
  });
}
