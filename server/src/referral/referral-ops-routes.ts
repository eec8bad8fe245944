import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';

export interface ReferralOpsRoutesOptions {
  readonly database: Queryable;
}

const ReferralSchema = Type.Object({
  playerId: Type.Integer(),
  refId: Type.Union([Type.String(), Type.Null()]),
  groupId: Type.Union([Type.String(), Type.Null()]),
  tag: Type.Union([Type.String(), Type.Null()]),
  subId: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /players/{id}/referral`: where a player came from, for `npm run ops -- referral show`. */
export const referralOpsRoutes: FastifyPluginCallbackTypebox<ReferralOpsRoutesOptions> = (
  app,
  { database },
  done,
) => {
  app.get(
    '/players/:id/referral',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: ReferralSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const [row] = await database.query<{
        refId: string | null;
        groupId: string | null;
        tag: string | null;
        subId: string | null;
      }>(
        `select ref_id as "refId", group_id as "groupId", referral_tag as tag,
           referral_subid as "subId" from players where id = $1`,
        [request.params.id],
      );
      if (row === undefined) {
        throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player ${request.params.id}`);
      }
      return { playerId: request.params.id, ...row };
    },
  );
  done();
};
