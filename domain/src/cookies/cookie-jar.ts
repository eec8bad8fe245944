/** How long a cookie lives: for a number of seconds, until an instant, or (neither) the session. */
export interface CookieLifetime {
  readonly maxAgeSeconds?: number;
  readonly expiresAtMs?: number;
}

/**
 * The cookies of the page, as stores and rules see them. The platform implements it over the
 * browser's cookie string (path /); errors there are logged only (spec/shell.md section 8).
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, lifetime?: CookieLifetime): void;
  remove(name: string): void;
  /** The names of the cookies the page can read. */
  names(): string[];
}
