import { expiringEntry, valueOfEntry } from '@betshell/domain';

/** Local or session storage, with an optional expiry per value. */
export interface ExpiringStorage {
  get(key: string): string | undefined;
  /** Keeps a value, for `expiresInMs` when given (e.g. ANALYTICS_STORAGE_EXPIRY_MS), else for good. */
  set(key: string, value: string, options?: { readonly expiresInMs?: number }): void;
  remove(key: string): void;
}

/**
 * spec/shell.md section 8: "Cookie or storage errors: logged only". Storage may be disabled, full
 * or forbidden (private modes, sandboxed frames): reading then gives nothing and writing is
 * skipped, logged. `storage` is a function because merely touching window.localStorage can throw.
 */
export function createExpiringStorage(
  storage: () => Storage,
  now: () => number,
  log: (message: string, detail: unknown) => void,
): ExpiringStorage {
  const attempt = <T>(what: string, run: (store: Storage) => T, fallback: T): T => {
    try {
      return run(storage());
    } catch (error) {
      log(`storage could not ${what}`, error);
      return fallback;
    }
  };
  return {
    get(key) {
      const stored = attempt('be read', (store) => store.getItem(key), null);
      const value = valueOfEntry(stored, now());
      if (stored !== null && value === undefined) {
        attempt('be cleaned', (store) => store.removeItem(key), undefined);
      }
      return value;
    },
    set(key, value, options = {}) {
      const expiresAt = options.expiresInMs === undefined ? undefined : now() + options.expiresInMs;
      attempt(
        'be written',
        (store) => store.setItem(key, expiringEntry(value, expiresAt)),
        undefined,
      );
    },
    remove(key) {
      attempt('be cleaned', (store) => store.removeItem(key), undefined);
    },
  };
}
