export interface CookieOptions {
  readonly maxAgeSeconds: number;
}

/** Cookies of the document, read and written in one place (spec/shell.md section 9 names them). */
export interface BrowserCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

export function createBrowserCookies(document: Document): BrowserCookies {
  return {
    get(name) {
      for (const pair of document.cookie.split(';')) {
        const [key, ...value] = pair.trim().split('=');
        if (key === name) {
          try {
            return decodeURIComponent(value.join('='));
          } catch {
            // A cookie someone else wrote badly reads as absent (spec section 8: logged only).
            console.warn(`cookie ${name} is not decodable`);
            return undefined;
          }
        }
      }
      return undefined;
    },
    set(name, value, { maxAgeSeconds }) {
      const secure = document.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
    },
  };
}
