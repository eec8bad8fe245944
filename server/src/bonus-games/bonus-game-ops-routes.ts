import { BONUS_GAME_KEYS } from '@betshell/domain/bonus-games';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { createBonusGameService } from './bonus-game-service';

export interface BonusGameOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const AwardSchema = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  gameKey: Type.String(),
  slot: Type.Integer(),
  prizeMinor: Type.Integer(),
  currency: Type.String(),
  awardedAt: Type.String(),
  revealedAt: Type.Union([Type.String(), Type.Null()]),
  ledgerEntryId: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * The operator API of the bonus games (`npm run ops -- bonus-games award|list`): award a player a
 * game (its prize drawn at once; refused for a self-excluded or timed-out player) and list a
 * player's awards with their prizes.
 */
export const bonusGameOpsRoutes: FastifyPluginCallbackTypebox<BonusGameOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const service = createBonusGameService(database);
  app.post(
    '/bonus-games/awards',
    {
      schema: {
        body: Type.Object(
          {
            playerId: Type.Integer({ minimum: 1 }),
            gameKey: Type.Enum([...BONUS_GAME_KEYS]),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ award: AwardSchema }),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      award: await service.award(request.body.playerId, request.body.gameKey, clock()),
    }),
  );
  app.get(
    '/bonus-games/awards',
    {
      schema: {
        querystring: Type.Object(
          { playerId: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ awards: Type.Array(AwardSchema) }), 400: ErrorBodySchema },
      },
    },
    async (request) => ({ awards: await service.list(request.query.playerId) }),
  );
  done();
};
