import type { CookieJar, CookieLifetime } from '../cookies/cookie-jar';

export interface MemoryCookieJar extends CookieJar {
  /** How each cookie was last written. */
  readonly lifetimes: Map<string, CookieLifetime | undefined>;
}

/** A page's cookies in memory, for stores under test: what is set can be read back. */
export function memoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const lifetimes = new Map<string, CookieLifetime | undefined>();
  return {
    lifetimes,
    get: (name) => values.get(name),
    set(name, value, lifetime) {
      values.set(name, value);
      lifetimes.set(name, lifetime);
    },
    remove(name) {
      values.delete(name);
      lifetimes.delete(name);
    },
    names: () => [...values.keys()],
  };
}
