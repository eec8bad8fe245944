import fp from 'fastify-plugin';

/**
 * Headers every response carries, pages, files, API answers and errors alike: no MIME sniffing of
 * what we serve, and no full URL (with a player's ids) leaking to other sites as the referrer.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const securityHeadersPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (_request, reply, payload, next) => {
      void reply.headers(SECURITY_HEADERS);
      next(null, payload);
    });
    done();
  },
  { name: 'security-headers', fastify: '5.x' },
);
