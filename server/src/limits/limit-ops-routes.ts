import { COOLING_OFF_HOURS_BY_JURISDICTION, isTimeZone } from '@betshell/domain/limits';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { limitRepository as repo } from './limit-repository';

export interface LimitOpsRoutesOptions {
  readonly database: Database;
}

const HistorySchema = Type.Object({
  limitType: Type.Integer(),
  limitValue: Type.Integer(),
  limitState: Type.String(),
  currency: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Type.String(),
  startedAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  closeReason: Type.Union([Type.String(), Type.Null()]),
});
const ProfileSchema = Type.Object({ timeZone: Type.String(), jurisdiction: Type.String() });

interface HistoryRow {
  limit_type: number;
  limit_value: number | string;
  limit_state: string;
  currency: string | null;
  requested_at: Date | string;
  started_at: Date | string;
  ends_at: Date | string | null;
  closed_at: Date | string | null;
  close_reason: string | null;
}
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The operator API of limits: a player's limits with their whole history (what a regulator asks
 * to see), and the player's time zone and jurisdiction, which set the day of the session limit and
 * the cooling-off of raises.
 */
export const limitOpsRoutes: FastifyPluginCallbackTypebox<LimitOpsRoutesOptions> = (
  app,
  { database },
  done,
) => {
  const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
  const assertPlayer = async (id: number) => {
    const rows = await database.query('select 1 from players where id = $1', [id]);
    if (rows.length === 0) throw new ApiError(404, 'NO_SUCH_PLAYER', `There is no player ${id}`);
  };

  app.get(
    '/players/:id/limits',
    {
      schema: {
        params: Params,
        response: {
          200: Type.Object({ profile: ProfileSchema, history: Type.Array(HistorySchema) }),
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertPlayer(id);
      const rows = await database.query<HistoryRow>(
        'select * from player_limits where player_id = $1 order by limit_type, id',
        [id],
      );
      return {
        profile: await repo.profile(database, id),
        history: rows.map((row) => ({
          limitType: row.limit_type,
          limitValue: Number(row.limit_value),
          limitState: row.limit_state,
          currency: row.currency,
          requestedAt: iso(row.requested_at)!,
          startedAt: iso(row.started_at)!,
          endsAt: iso(row.ends_at),
          closedAt: iso(row.closed_at),
          closeReason: row.close_reason,
        })),
      };
    },
  );

  app.put(
    '/players/:id/limits/profile',
    {
      schema: {
        params: Params,
        body: Type.Object(
          {
            timeZone: Type.String({ maxLength: 64 }),
            jurisdiction: Type.String({ maxLength: 32 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: ProfileSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { timeZone, jurisdiction } = request.body;
      if (!isTimeZone(timeZone)) {
        throw new ApiError(400, 'UNKNOWN_TIME_ZONE', `${timeZone} is not an IANA time zone`);
      }
      if (!(jurisdiction in COOLING_OFF_HOURS_BY_JURISDICTION)) {
        throw new ApiError(400, 'UNKNOWN_JURISDICTION', `${jurisdiction} is not a jurisdiction`, {
          known: Object.keys(COOLING_OFF_HOURS_BY_JURISDICTION),
        });
      }
      await assertPlayer(id);
      await repo.setProfile(database, id, { timeZone, jurisdiction });
      request.log.info({ playerId: id, timeZone, jurisdiction }, 'ops: limits profile set');
      return { timeZone, jurisdiction };
    },
  );
  done();
};
