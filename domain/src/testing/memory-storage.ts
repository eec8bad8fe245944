import type { KeyValueStorage } from '../storage/key-value-storage';
import { expiringEntry, valueOfEntry } from '../storage/expiring-entry';
import type { Clock } from '../time/clock';

export interface MemoryStorage extends KeyValueStorage {
  /** The raw entries, as the browser's storage would hold them. */
  readonly entries: Map<string, string>;
}

/** Local or session storage in memory, with expiry read on the given clock, like the platform's. */
export function memoryStorage(clock: Pick<Clock, 'now'>): MemoryStorage {
  const entries = new Map<string, string>();
  return {
    entries,
    get: (key) => valueOfEntry(entries.get(key) ?? null, clock.now()),
    set(key, value, options = {}) {
      const expiresAt =
        options.expiresInMs === undefined ? undefined : clock.now() + options.expiresInMs;
      entries.set(key, expiringEntry(value, expiresAt));
    },
    remove: (key) => void entries.delete(key),
  };
}
