import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /**
   * The site is reached over HTTPS (PUBLIC_ORIGIN is https): browsers are told to come back only
   * that way (HSTS) and to upgrade any plain-HTTP request of a page.
   */
  readonly https?: boolean;
  /** Development: modules may come from any local dev server the import-map overrides point to. */
  readonly development?: boolean;
}

/** No full URL (with a player's ids) leaks to other sites as the referrer. */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Headers helmet does not set, which every page and file carries: the referrer policy, and none of
 * the device features a betting site has no use for.
 */
export const EXTRA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

/** Google Identity Services (one-tap sign-in, google-sign-in-button.tsx) when it is configured. */
const GOOGLE = 'https://accounts.google.com';

/** A response's script nonce, once made: only for a page that has scripts. */
const nonces = new WeakMap<ServerResponse, string>();
/** How an app with this plugin gives a response its nonce: a reply decorator, no hook per request. */
const GIVE_NONCE = Symbol('give a script nonce');
type ReplyGivingNonce = FastifyReply & { [GIVE_NONCE]?: (this: FastifyReply) => string };

/**
 * The nonce of this response's Content-Security-Policy for the page's own `<script>` tags, made on
 * the first call and written into the policy; undefined in an app without this plugin (some
 * tests), which sends no policy either. Answers that never ask (the API's JSON, files) carry the
 * policy without a nonce: no script of theirs may run, and no random bytes are drawn for them.
 */
export function scriptNonceOf(reply: FastifyReply): string | undefined {
  const made = nonces.get(reply.raw);
  if (made !== undefined) return made;
  const give = (reply as ReplyGivingNonce)[GIVE_NONCE];
  if (give === undefined) return undefined;
  const nonce = give.call(reply);
  nonces.set(reply.raw, nonce);
  return nonce;
}

/**
 * Every `<script` tag of the built index.html, and every script it preloads (a preload is no
 * script element, so 'strict-dynamic' does not cover it), given this response's nonce. Run it on
 * the built file only, before anything an operator wrote goes in: a script in that text stays
 * refused.
 */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (nonce === undefined) return html;
  return html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<link(?=\s[^>]*\bas="script")/g, `<link nonce="${nonce}"`);
}

/** Stands for the response's nonce while helmet writes the policy once, at start. */
const NONCE_MARK = 'betshell-nonce-mark';

/**
 * The headers helmet writes for `options`, computed once. Helmet's middleware only sets headers,
 * so it runs against a response that records them; per response only the nonce changes, and it
 * is spliced into the recorded policy (@fastify/helmet rebuilt the whole middleware, its options
 * parsed again, on every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw new Error('helmet refused the options', { cause: error });
  });
  return headers;
}

/**
 * The headers of a JSON answer: what a browser heeds for data. It is never a document, so the
 * headers that only shape a document (its scripts' sources, the opener, the device features, the
 * old browsers' XSS filter and download prompt) go, and its policy forbids everything: opened in a
 * tab, it can load and run nothing, and no site may frame it. An API answer is most of the site's
 * traffic, polled by every open page; the document headers were 1.1 kB of each, more than many
 * answers' bodies.
 */
function jsonAnswerHeaders(helmetHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'];
  return {
    ...Object.fromEntries(
      Object.entries(helmetHeaders).filter(
        ([name]) => kept.includes(name) || name === 'strict-transport-security',
      ),
    ),
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/**
 * The security headers of every response, written by helmet: a Content-Security-Policy with a
 * nonce per response and 'strict-dynamic' for scripts, so the index page's own scripts run and the
 * modules SystemJS loads from them by script tags (and, in development, from where the import-map
 * overrides point) run too, while no inline script injected into a page and no eval does. No site
 * may frame a page (frame-ancestors 'none' and X-Frame-Options DENY). Styles stay
 * 'unsafe-inline': the parcels add their own <style> elements. Routes that set a policy of their
 * own (the API reference, the information pages) replace this one on their answers. JSON answers
 * get the short set of jsonAnswerHeaders.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  (app, options, done) => {
    const { 'content-security-policy': policy = '', ...fixed } = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          // 'self' and https: only for browsers that know no 'strict-dynamic', which ignore them.
          'script-src': [`'nonce-${NONCE_MARK}'`, "'strict-dynamic'", "'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'", GOOGLE],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src':
            options.development === true
              ? ["'self'", 'http:', 'https:', 'ws:', 'wss:']
              : ["'self'", GOOGLE],
          'frame-src': ["'self'", GOOGLE],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          ...(options.https === true ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity:
        options.https === true ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The recharge page and Google's sign-in open windows that report back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: false,
    });
    const [beforeNonce, afterNonce] = policy.split(NONCE_MARK);
    if (afterNonce === undefined) throw new Error('The policy lost its script nonce');
    const documentHeaders = Object.entries({
      ...fixed,
      ...EXTRA_SECURITY_HEADERS,
      'content-security-policy': policy.replace(`'nonce-${NONCE_MARK}' `, ''),
    });
    const jsonHeaders = Object.entries(jsonAnswerHeaders(fixed));
    app.decorateReply(GIVE_NONCE, function (this: FastifyReply) {
      const nonce = randomBytes(16).toString('base64');
      void this.header('content-security-policy', `${beforeNonce}${nonce}${afterNonce}`);
      return nonce;
    });
    // Written as the answer leaves, once its type is known; a header the route set stays its own.
    app.addHook('onSend', (_request, reply, payload, next) => {
      const type = reply.getHeader('content-type');
      const headers =
        typeof type === 'string' && type.startsWith('application/json')
          ? jsonHeaders
          : documentHeaders;
      for (const [name, value] of headers) {
        if (!reply.hasHeader(name)) void reply.header(name, value);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'security-headers', fastify: '5.x' },
);
