import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { throwawaySiteOnly } from '../ops/throwaway-site-only';
import { forgetSessions } from './session-repository';

export interface SessionTestOpsRoutesOptions {
  readonly database: Database;
  /**
   * Only a throwaway site (an in-memory database, as the journeys run; server.ts decides) serves
   * this, with the limits' test tools: on a real site no operator may age a player's session.
   */
  readonly enabled: boolean;
}

/**
 * An operator tool for testing the inactivity logout against a running site without waiting for
 * it: the journeys cannot move the server's clock (every journey shares it), so `idle` moves the
 * last activity of the player's live sessions that many minutes back, as if the player had been
 * away. The next look-up then ends the session for inactivity, as after a real wait. Off, it
 * answers 403.
 */
export const sessionTestOpsRoutes: FastifyPluginCallbackTypebox<SessionTestOpsRoutesOptions> = (
  app,
  { database, enabled },
  done,
) => {
  app.addHook('onRequest', throwawaySiteOnly(enabled, 'SESSION_TEST_TOOLS_OFF', 'session'));

  app.post(
    '/players/:id/sessions/idle',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object(
          { minutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ sessions: Type.Integer() }),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { minutes } = request.body;
      const players = await database.query('select 1 from players where id = $1', [id]);
      if (players.length === 0) {
        throw new ApiError(404, 'NO_SUCH_PLAYER', `There is no player ${id}`);
      }
      const aged = await database.query(
        `update sessions set last_active_at = last_active_at - make_interval(mins => $2)
          where player_id = $1 and ended_at is null returning id`,
        [id, minutes],
      );
      // The rows this server keeps in memory are older than this change.
      forgetSessions(database);
      request.log.info({ playerId: id, minutes }, 'ops: test tool aged the sessions of a player');
      return { sessions: aged.length };
    },
  );
  done();
};
