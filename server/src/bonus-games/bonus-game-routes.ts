import { BONUS_GAME_KEYS } from '@betshell/domain/bonus-games';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import { ErrorBodySchema } from '../http/error-body';
import type { BonusGameService } from './bonus-game-service';

export interface BonusGameRoutesOptions {
  readonly service: BonusGameService;
  readonly clock: Clock;
}

const GameKeySchema = Type.Enum([...BONUS_GAME_KEYS]);

const OutcomeSchema = Type.Object({
  slot: Type.Integer(),
  prizeMinor: Type.Integer(),
  revealedAt: Type.String(),
});

const ViewSchema = Type.Object({
  gameKey: GameKeySchema,
  look: Type.String(),
  currency: Type.String(),
  prizesMinor: Type.Array(Type.Integer()),
  award: Type.Union([
    Type.Null(),
    Type.Object({
      id: Type.Integer(),
      awardedAt: Type.String(),
      outcome: Type.Union([Type.Null(), OutcomeSchema]),
    }),
  ]),
  waiting: Type.Integer(),
});

/**
 * The bonus game page's calls (docs/bonus-games.md): GET /web-api/bonus-games/:gameKey answers the
 * game's look and table and the player's award to show (the prize only once revealed); POST
 * /web-api/bonus-games/awards/:id/reveal reveals it and credits the prize once, answering the same
 * outcome on every later call. Nothing the browser sends chooses or changes a prize.
 */
export const bonusGameRoutes: FastifyPluginCallbackTypebox<BonusGameRoutesOptions> = (
  app,
  { service, clock },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.get(
    '/bonus-games/:gameKey',
    {
      schema: {
        params: Type.Object({ gameKey: GameKeySchema }),
        response: { 200: ViewSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.view(request.player!.userId, request.params.gameKey);
    },
  );
  app.post(
    '/bonus-games/awards/:id/reveal',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: Type.Object({ id: Type.Integer(), gameKey: GameKeySchema, outcome: OutcomeSchema }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const award = await service.reveal(request.player!.userId, request.params.id, clock());
      return {
        id: award.id,
        gameKey: award.gameKey,
        outcome: { slot: award.slot, prizeMinor: award.prizeMinor, revealedAt: award.revealedAt! },
      };
    },
  );
  done();
};
