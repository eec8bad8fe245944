import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from './redact-url';

/** An answer slower than this is logged as a warning, whatever it was. */
export const SLOW_REQUEST_MS = 1_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request log an operator reads (Fastify's own two lines per request are off, see app.ts):
 * one line per answer that changed something (any method but GET, HEAD, OPTIONS), that was
 * refused or failed (status 400 and up), or that took SLOW_REQUEST_MS or more (a warning). The
 * successful reads that make up most of the traffic (the config, the token, the session check,
 * the line) are not logged: at info level they were two JSON lines per request, the largest cost
 * of those routes, and nobody reads them. Errors keep their own lines (error-handler-plugin.ts).
 */
export const requestLogPlugin = fp(
  (app, _options, done) => {
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, next) => {
      const responseTime = reply.elapsedTime;
      const slow = responseTime >= SLOW_REQUEST_MS;
      if (slow || reply.statusCode >= 400 || !READS.has(request.method)) {
        const line = {
          // The URL without the secrets it may carry (a payment token, a one-time code).
          req: { method: request.method, url: redactUrl(request.url) },
          res: { statusCode: reply.statusCode },
          responseTime,
        };
        if (slow) request.log.warn(line, 'slow request completed');
        else request.log.info(line, 'request completed');
      }
      next();
    });
    done();
  },
  { name: 'request-log', fastify: '5.x' },
);
