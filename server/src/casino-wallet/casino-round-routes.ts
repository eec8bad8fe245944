import {
  CasinoRoundSchema,
  CasinoRoundsAnswerSchema,
  CasinoRoundsQuerySchema,
} from '@betshell/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { casinoRoundsOf, rollBackRound, type CasinoRound } from './casino-rounds';

/** Rounds a page of the office history shows. */
export const CASINO_ROUNDS_PER_PAGE = 20;

const ownRound = ({ provider: _provider, playerId: _player, ...round }: CasinoRound) => round;

/**
 * GET /web-api/casino/rounds: the signed-in player's casino rounds for the office history, beside
 * the bets, a page at a time.
 */
export const casinoRoundRoutes: FastifyPluginCallbackTypebox<{ readonly database: Database }> = (
  app,
  { database },
  done,
) => {
  app.get(
    '/casino/rounds',
    {
      preHandler: app.requirePlayer,
      schema: {
        querystring: CasinoRoundsQuerySchema,
        response: { 200: CasinoRoundsAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const page = request.query.page ?? 1;
      const rounds = await casinoRoundsOf(database, request.player!.userId, {
        limit: CASINO_ROUNDS_PER_PAGE + 1,
        offset: (page - 1) * CASINO_ROUNDS_PER_PAGE,
      });
      return {
        rounds: rounds.slice(0, CASINO_ROUNDS_PER_PAGE).map(ownRound),
        more: rounds.length > CASINO_ROUNDS_PER_PAGE,
      };
    },
  );
  done();
};

const OperatorRoundSchema = Type.Object({
  ...CasinoRoundSchema.properties,
  provider: Type.String(),
  playerId: Type.Integer(),
});

/**
 * The operators' casino routes (under /ops-api/v1, `npm run ops -- casino ...`): a player's rounds,
 * and the rollback of a round the game could not finish (rollBackRound).
 */
export const casinoRoundOpsRoutes: FastifyPluginCallbackTypebox<{
  readonly database: Database;
  readonly clock: Clock;
}> = (app, { database, clock }, done) => {
  app.get(
    '/casino/rounds',
    {
      schema: {
        querystring: Type.Object(
          {
            playerId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ rounds: Type.Array(OperatorRoundSchema) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      rounds: await casinoRoundsOf(database, request.query.playerId, {
        limit: request.query.limit ?? 50,
        offset: 0,
      }),
    }),
  );
  app.post(
    '/casino/rounds/rollback',
    {
      schema: {
        body: Type.Object(
          {
            provider: Type.String({ minLength: 1, maxLength: 100 }),
            roundId: Type.String({ minLength: 1, maxLength: 200 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ round: OperatorRoundSchema, refundedNowMinor: Type.Integer() }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const done = await rollBackRound(database, request.body, clock());
      request.log.info(
        {
          provider: done.round.provider,
          roundId: done.round.roundId,
          refunded: done.refundedNowMinor,
        },
        'casino: a round rolled back by an operator',
      );
      return done;
    },
  );
  done();
};
