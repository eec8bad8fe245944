import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** One browser: its cookies, the CSRF token it echoes and its fingerprint token. */
export interface TestVisitor {
  readonly cookies: Map<string, string>;
  fingerprint: string | undefined;
  /** The address the server sees (rate limits and captcha count per address). */
  address: string;
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object | string;
    headers?: Record<string, string>;
    /** Leave the CSRF header out. */
    noCsrf?: boolean;
  }): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** GET the session page, which sets the CSRF cookies, and POST for a fingerprint token. */
  arrive(): Promise<void>;
}

let nextAddress = 1;

/**
 * A browser for in-process tests: it keeps the cookies the server sets (removing expired ones),
 * sends them back, and echoes csrf_token in x-csrf-token as the site's client does. Each visitor
 * gets its own address, so that the per-address limits of one test do not leak into another.
 */
export function createTestVisitor(app: FastifyInstance): TestVisitor {
  const visitor: TestVisitor = {
    cookies: new Map(),
    fingerprint: undefined,
    address: `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
    async request({ method, url, payload, headers = {}, noCsrf = false }) {
      const cookieHeader = [...visitor.cookies]
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const csrf = visitor.cookies.get(CSRF_COOKIE);
      const options: InjectOptions = {
        method,
        url,
        remoteAddress: visitor.address,
        headers: {
          ...(cookieHeader === '' ? {} : { cookie: cookieHeader }),
          ...(csrf === undefined || noCsrf || method === 'GET' ? {} : { [CSRF_HEADER]: csrf }),
          ...(visitor.fingerprint === undefined
            ? {}
            : { [FINGERPRINT_HEADER]: visitor.fingerprint }),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload }),
      };
      const response = await app.inject(options);
      for (const cookie of response.cookies) {
        const expired =
          cookie.value === '' ||
          (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
          (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired) visitor.cookies.delete(cookie.name);
        else visitor.cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (url, headers) => visitor.request({ method: 'GET', url, headers }),
    post: (url, payload, headers) =>
      visitor.request({ method: 'POST', url, payload: payload ?? {}, headers }),
    async arrive() {
      await visitor.get('/web-api/session');
      const response = await visitor.post('/web-api/fingerprint', {
        componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' },
      });
      visitor.fingerprint = response.json<{ token: string }>().token;
    },
  };
  return visitor;
}
