import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import { oneClickRegistration } from './one-click-registration';

/**
 * One browser over real HTTP: it keeps the cookies the server sets, echoes the CSRF token on
 * writes and sends its fingerprint token, as the site's client does (docs/sign-in.md).
 */
export class HttpVisitor {
  readonly cookies = new Map<string, string>();
  fingerprint: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    timeoutMs = 10_000,
  ): Promise<Response> {
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        ...(this.cookies.size === 0 ? {} : { cookie: this.cookieHeader() }),
        ...(method !== 'GET' && csrf !== undefined ? { [CSRF_HEADER]: csrf } : {}),
        ...(this.fingerprint === undefined ? {} : { [FINGERPRINT_HEADER]: this.fingerprint }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A page load sets the CSRF cookie; the fingerprint call gives the token sign-in needs. */
  async arrive(): Promise<void> {
    await this.request('GET', '/web-api/session');
    const response = await this.request('POST', '/web-api/fingerprint', {
      componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' },
    });
    if (!response.ok) {
      throw Object.assign(new Error(`fingerprint answered ${response.status}`), {
        status: response.status,
      });
    }
    this.fingerprint = ((await response.json()) as { token: string }).token;
  }

  /** decisions.md: one-click registration, which starts a session. */
  registerOneClick(timeoutMs?: number): Promise<Response> {
    return this.request('POST', '/auth-api/v1/register', oneClickRegistration(), timeoutMs);
  }

  /** A new player with a session, for routes that need one. */
  static async signedIn(baseUrl: string): Promise<HttpVisitor> {
    const visitor = new HttpVisitor(baseUrl);
    await visitor.arrive();
    const response = await visitor.registerOneClick();
    if (!response.ok) {
      throw new Error(
        `one-click registration answered ${response.status}: ${await response.text()}`,
      );
    }
    return visitor;
  }
}
