/**
 * Local or session storage as stores see it: the platform passes `platform.storage.local` and
 * `.session` (root-config/src/platform/storage/expiring-storage.ts), which read an expired value
 * as absent and log storage errors only (spec/shell.md section 8).
 */
export interface KeyValueStorage {
  get(key: string): string | undefined;
  set(key: string, value: string, options?: { readonly expiresInMs?: number }): void;
  remove(key: string): void;
}
