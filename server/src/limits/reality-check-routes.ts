import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RealityCheckSchema } from '@betshell/api-contract';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { sessionRealityCheck } from './session-reality-check';

export interface RealityCheckRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

/**
 * GET /web-api/limits/reality-check (ours: the spec names no call for it): what the reality-check
 * popup of the signed-in player's session shows, and the times the browser plans it by.
 */
export const realityCheckRoutes: FastifyPluginCallbackTypebox<RealityCheckRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  app.get(
    '/reality-check',
    {
      preHandler: [app.requirePlayer],
      schema: {
        response: { 200: RealityCheckSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = request.player!;
      const answer = await sessionRealityCheck(database, userId, sessionId, clock());
      if (answer === null) {
        throw new ApiError(401, 'SESSION_ENDED', 'This session has ended: please sign in again');
      }
      return answer;
    },
  );
  done();
};
