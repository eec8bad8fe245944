import Tokens from '@fastify/csrf';
import { CSRF_COOKIE, CSRF_HEADER } from '@betshell/domain';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';

/** The HttpOnly cookie with the secret that every csrf_token is made from and checked against. */
export const CSRF_SECRET_COOKIE = '_csrf';

/**
 * The only writes without the check, each for a reason; every other route that can change
 * something is checked, so a new service is covered without anyone remembering it
 * (csrf-coverage.test.ts walks every registered route to prove it).
 */
export const CSRF_EXEMPT_PREFIXES = [
  // The operator API carries a bearer token, no cookie to abuse.
  '/ops-api/',
  // The demo payment provider's own page posts its form there; the unguessable token in the path
  // is the proof, and no session cookie is read.
  '/demo-pay/',
  // Payment providers' servers call these, signed with the shared secret (HMAC over the body):
  // the signature is the proof, and no cookie is read.
  '/payment-callbacks/',
  // The casino's seamless wallet: game providers' servers call it, signed likewise; no cookie.
  '/provider-api/',
  // The demo game provider's pages call its own API with a random game session id in the body,
  // the provider's proof; it reads no cookie of the site.
  '/demo-provider/',
  // Lookups by a POST body (spec/shell.md section 7) that change nothing and read no session;
  // index.html asks them before the site's scripts, which add the header, have arrived.
  '/redirects-api/api/v1/redirect-light',
  '/blocks-api/api/v2/block',
] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a route carries the check: one that can change something (a method other than GET, HEAD
 * or OPTIONS), outside the exemptions above. The API reference (http/api-docs-plugin.ts)
 * documents the header by the same rule.
 */
export function isCsrfCheckedRoute(route: {
  readonly method: string | readonly string[];
  readonly url: string;
}): boolean {
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  return (
    !methods.every((method) => SAFE_METHODS.has(method)) &&
    !CSRF_EXEMPT_PREFIXES.some((prefix) => route.url.startsWith(prefix))
  );
}

/**
 * An answer a shared cache (a CDN, a proxy) may keep and hand to everyone, such as the site
 * config: it carries no visitor's cookies, which would be handed on with it. The browser gets its
 * pair from the page it loads, which is never shared.
 */
function sharedCacheable(reply: FastifyReply): boolean {
  const cacheControl = reply.getHeader('cache-control');
  return typeof cacheControl === 'string' && /\b(public|s-maxage)\b/.test(cacheControl);
}

export interface CsrfOptions {
  readonly secureCookies: boolean;
}

/**
 * Double-submit CSRF protection (platform-api-contract.ts): every answer without the cookies, but
 * those a shared cache may keep, sets
 * a secret in an HttpOnly cookie and a token made from it (@fastify/csrf) in `csrf_token`, which
 * the site's scripts can read and other sites cannot. Every state-changing call to the player
 * services must echo the token in `x-csrf-token`; the server checks it against the secret, so a
 * forged cookie alone does not pass. Anything else answers 403.
 */
export const csrfPlugin = fp<CsrfOptions>(
  (app, { secureCookies }, done) => {
    // With options (even none), the typings pick the overload without userInfo.
    const tokens = new Tokens({});
    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

    const checkCsrf: onRequestHookHandler = (request, _reply, next) => {
      next(csrfProblem(request) ?? undefined);
    };
    // The check goes on the routes that can change something (isCsrfCheckedRoute), not on every
    // request: the reads most
    // traffic is made of (config, token, line) no longer run it at all. The plugin is
    // registered before any route (app.ts), so every route passes here.
    app.addHook('onRoute', (route) => {
      if (!isCsrfCheckedRoute(route)) return;
      const own = route.onRequest;
      route.onRequest = own === undefined ? [checkCsrf] : [checkCsrf, ...[own].flat()];
    });

    function csrfProblem(request: FastifyRequest): ApiError | null {
      if (SAFE_METHODS.has(request.method)) return null;
      const secret = request.cookies[CSRF_SECRET_COOKIE];
      const sent = request.headers[CSRF_HEADER];
      const token = Array.isArray(sent) ? sent[0] : sent;
      if (secret === undefined || token === undefined || token === '') {
        return new ApiError(
          403,
          'CSRF_TOKEN_MISSING',
          `This call needs the ${CSRF_COOKIE} cookie's value in the ${CSRF_HEADER} header`,
        );
      }
      return tokens.verify(secret, token)
        ? null
        : new ApiError(403, 'CSRF_TOKEN_INVALID', `The ${CSRF_HEADER} header does not match`);
    }

    // A callback hook, not an async one: it runs on every answer, and most answers (the browser
    // already has both cookies) need nothing from it.
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, next) => {
      // No cookies were parsed for an address the router refused (framework-error-answers.ts).
      const cookies = (request.cookies as FastifyRequest['cookies'] | null) ?? {};
      const stored = cookies[CSRF_SECRET_COOKIE];
      if ((stored === undefined || cookies[CSRF_COOKIE] === undefined) && !sharedCacheable(reply)) {
        const secret = stored ?? tokens.secretSync();
        if (stored === undefined) {
          void reply.setCookie(CSRF_SECRET_COOKIE, secret, { ...cookieOptions, httpOnly: true });
        }
        void reply.setCookie(CSRF_COOKIE, tokens.create(secret), {
          ...cookieOptions,
          httpOnly: false,
        });
      }
      next(null, payload);
    });
    done();
  },
  { name: 'csrf', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
