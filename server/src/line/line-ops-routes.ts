import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createLineFeed } from './line-feed';
import { createLineRepository } from './line-repository';
import { EventSchema } from '@betshell/api-contract';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const Score = Type.Integer({ minimum: 0, maximum: 1000 });

/**
 * Operators settle and suspend events (decisions.md: results come from the demo feed or an
 * operator command). Under the operator API: POST /line/events/{id}/result `{ home, away }` and
 * POST /line/events/{id}/suspend `{ suspended }`, each answering the event as the line shows it.
 */
export const lineOpsRoutes: FastifyPluginCallbackTypebox<{
  readonly database: Database;
  readonly clock: Clock;
}> = (app, { database, clock }, done) => {
  const repository = createLineRepository(database);
  // Only its settle is used: the same rule the running feed applies at the final whistle.
  const results = createLineFeed({ database, repository, clock });

  async function answer(id: number) {
    const event = await repository.event('en', id);
    if (event === null) throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${id}`);
    return { event };
  }

  app.post(
    '/line/events/:id/result',
    {
      schema: {
        params: Params,
        body: Type.Object({ home: Score, away: Score }, { additionalProperties: false }),
        response: {
          200: Type.Object({ event: EventSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const settled = await results.settle(id, request.body);
      const shown = await answer(id);
      if (!settled) throw new ApiError(409, 'EVENT_FINISHED', `Event ${id} already has its result`);
      request.log.info({ eventId: id, score: request.body }, 'event result entered by an operator');
      return shown;
    },
  );

  app.post(
    '/line/events/:id/suspend',
    {
      schema: {
        params: Params,
        body: Type.Object({ suspended: Type.Boolean() }, { additionalProperties: false }),
        response: {
          200: Type.Object({ event: EventSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await repository.suspendEvent(id, request.body.suspended);
      const shown = await answer(id);
      if (!changed) throw new ApiError(409, 'EVENT_FINISHED', `Event ${id} is finished`);
      request.log.info({ eventId: id, suspended: request.body.suspended }, 'event suspension set');
      return shown;
    },
  );
  done();
};
