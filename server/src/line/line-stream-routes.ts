import { LineStreamQuerySchema } from '@betshell/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { LineChangeHub } from './line-change-hub';

/** A version as `Last-Event-ID` carries it; anything else is no version. */
function versionOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Ours: GET /web-api/line/stream, the line's changes as Server-Sent Events (line-change-hub.ts):
 * `change` (the event after it, its version as the id), `ready` once caught up, `resync` when the
 * version asked is older than the changes kept. The browser's own reconnect sends `Last-Event-ID`,
 * which wins over `since`. A full instance answers 503 `TOO_MANY_STREAMS` (the page polls).
 */
export const lineStreamRoutes: FastifyPluginCallbackTypebox<{ readonly hub: LineChangeHub }> = (
  app,
  { hub },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.get(
    '/line/stream',
    {
      schema: {
        querystring: LineStreamQuerySchema,
        response: {
          200: fileAnswerSchema('text/event-stream', 'The line changes as Server-Sent Events'),
          400: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (hub.full) {
        void reply.header('retry-after', '30');
        throw new ApiError(503, 'TOO_MANY_STREAMS', 'This instance holds all the streams it can');
      }
      const since = versionOf(request.headers['last-event-id']) ?? request.query.since ?? null;
      // The answer is the stream itself: written from here on outside Fastify's reply.
      void reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and the like pass each event on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
        // A stream's connection serves nothing after it.
        connection: 'close',
      });
      let closed = false;
      let close: (() => void) | null = null;
      raw.once('close', () => {
        closed = true;
        close?.();
      });
      try {
        close = await hub.open(
          since,
          (chunk) => {
            raw.write(chunk);
          },
          // The instance is closing: the connection goes at once (a peer that went away unseen
          // would hold the server's close for seconds); the browser opens its stream elsewhere.
          () => raw.destroy(),
        );
      } catch (error) {
        request.log.error({ err: error }, 'line stream: catching up failed');
        raw.end();
        return;
      }
      if (closed) close?.();
    },
  );
  done();
};
