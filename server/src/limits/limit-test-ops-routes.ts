import { LIMIT_TYPE, approvalDeadline, isLimitType, playerDay } from '@betshell/domain/limits';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { throwawaySiteOnly } from '../ops/throwaway-site-only';
import { limitsChanged } from './kept-open-limits';
import { limitRepository as repo } from './limit-repository';

export interface LimitTestOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
  /**
   * Only a throwaway site (an in-memory database, as the journeys run; server.ts decides) serves
   * these: on a real site no operator may shorten a player's cooling-off or spend their time.
   */
  readonly enabled: boolean;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Operator tools for testing the limits against a running site without waiting a day: the journeys
 * cannot move the server's clock (every journey shares it), so they move the one record whose
 * time they need instead. `end-cooling-off` makes a pending change confirmable now, as if its
 * cooling-off had passed (its 86400 s approval window starts now); `session-time` counts minutes
 * of play in the player's day, as if that many pings had come. Off, they answer 403.
 */
export const limitTestOpsRoutes: FastifyPluginCallbackTypebox<LimitTestOpsRoutesOptions> = (
  app,
  { database, clock, enabled },
  done,
) => {
  const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
  const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  app.addHook('onRequest', throwawaySiteOnly(enabled, 'LIMIT_TEST_TOOLS_OFF', 'limit'));

  const assertPlayer = async (id: number) => {
    const rows = await database.query('select 1 from players where id = $1', [id]);
    if (rows.length === 0) throw new ApiError(404, 'NO_SUCH_PLAYER', `There is no player ${id}`);
  };

  app.post(
    '/players/:id/limits/end-cooling-off',
    {
      schema: {
        params: Params,
        body: Type.Object({ limitType: Type.Integer() }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            limitType: Type.Integer(),
            startedAt: Type.Integer(),
            endsAt: Type.Integer(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { limitType } = request.body;
      if (!isLimitType(limitType)) {
        throw new ApiError(400, 'UNKNOWN_LIMIT_TYPE', `There is no limit type ${limitType}`);
      }
      await assertPlayer(id);
      const startedAt = seconds(clock());
      const endsAt = approvalDeadline(startedAt);
      const moved = await database.query(
        `update player_limits set started_at = $3, ends_at = $4
          where player_id = $1 and limit_type = $2 and limit_state = 'PENDING' returning id`,
        [id, limitType, new Date(startedAt * 1000), new Date(endsAt * 1000)],
      );
      if (moved.length === 0) {
        throw new ApiError(
          400,
          'NO_PENDING_LIMIT',
          `Player ${id} has no pending change of ${limitType}`,
        );
      }
      await limitsChanged(database, database, id);
      request.log.info({ playerId: id, limitType }, 'ops: test tool ended a cooling-off');
      return { limitType, startedAt, endsAt };
    },
  );

  app.post(
    '/players/:id/limits/session-time',
    {
      schema: {
        params: Params,
        body: Type.Object(
          { minutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ day: Type.String(), usedSeconds: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertPlayer(id);
      const profile = await repo.profile(database, id);
      const { day } = playerDay(clock().getTime(), profile.timeZone);
      const usedSeconds = await repo.addUsedSeconds(database, id, day, request.body.minutes * 60);
      request.log.info(
        { playerId: id, minutes: request.body.minutes, limitType: LIMIT_TYPE.session },
        'ops: test tool counted session time',
      );
      return { day, usedSeconds };
    },
  );
  done();
};
