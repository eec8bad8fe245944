import type { CookieJar } from '@betshell/domain';

type Log = (message: string, detail: unknown) => void;

/**
 * The document's cookies as a CookieJar (path /, SameSite=Lax, Secure on https). spec/shell.md
 * section 8: "Cookie or storage errors: logged only", so a cookie that cannot be read reads as
 * absent and one that cannot be written is skipped, never an exception in a parcel.
 */
export function createBrowserCookies(document: Document, log: Log): CookieJar {
  const pairs = (): Array<[string, string]> => {
    try {
      return document.cookie
        .split(';')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '')
        .map((pair) => {
          const at = pair.indexOf('=');
          return at < 0 ? ['', pair] : [pair.slice(0, at), pair.slice(at + 1)];
        });
    } catch (error) {
      log('cookies could not be read', error);
      return [];
    }
  };
  const write = (line: string) => {
    try {
      document.cookie = line;
    } catch (error) {
      log('cookie could not be written', error);
    }
  };
  const secure = () => (document.location.protocol === 'https:' ? '; Secure' : '');

  return {
    get(name) {
      const raw = pairs().find(([key]) => key === name)?.[1];
      if (raw === undefined) return undefined;
      try {
        return decodeURIComponent(raw);
      } catch (error) {
        // A cookie someone else wrote badly reads as absent.
        log(`cookie ${name} is not decodable`, error);
        return undefined;
      }
    },
    set(name, value, lifetime = {}) {
      const expiry =
        lifetime.maxAgeSeconds !== undefined
          ? `; Max-Age=${Math.max(0, Math.floor(lifetime.maxAgeSeconds))}`
          : lifetime.expiresAtMs !== undefined
            ? `; Expires=${new Date(lifetime.expiresAtMs).toUTCString()}`
            : '';
      write(`${name}=${encodeURIComponent(value)}; Path=/${expiry}; SameSite=Lax${secure()}`);
    },
    remove(name) {
      write(`${name}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`);
    },
    names: () =>
      pairs()
        .map(([name]) => name)
        .filter((name) => name !== ''),
  };
}
