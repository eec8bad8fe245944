import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';

export interface HealthRoutesOptions {
  readonly database: Database;
}

/** How long /readyz waits for the database: a load balancer's check must get an answer. */
export const READY_TIMEOUT_MS = 3000;

const StatusSchema = Type.Object({ status: Type.Literal('ok') });

/**
 * Liveness answers while the process serves HTTP at all; readiness also needs the database, so a
 * load balancer stops sending players to an instance that cannot reach it.
 */
export const healthRoutes: FastifyPluginCallbackTypebox<HealthRoutesOptions> = (
  app,
  { database },
  done,
) => {
  app.get('/healthz', { schema: { response: { 200: StatusSchema } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/readyz',
    { schema: { response: { 200: StatusSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        // A database that holds the connection without answering fails the check too.
        await Promise.race([
          database.query('select 1'),
          new Promise((_resolve, reject) =>
            setTimeout(
              () => reject(new Error('the database did not answer in time')),
              READY_TIMEOUT_MS,
            ).unref(),
          ),
        ]);
      } catch (error) {
        request.log.warn({ err: error }, 'the database does not answer');
        throw new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer.');
      }
      return { status: 'ok' as const };
    },
  );
  done();
};
