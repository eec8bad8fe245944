import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { maskedPlayer, prizeTableProblem } from '@betshell/domain/server';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createTournamentRepository, type Tournament } from './tournament-repository';

export interface TournamentOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const Texts = Type.Record(Type.String({ pattern: '^(ru|en|ua|kz|az|uz)$' }), Type.String(), {
  additionalProperties: false,
});

const TournamentSchema = Type.Object({
  id: Type.Integer(),
  titles: Type.Record(Type.String(), Type.String()),
  descriptions: Type.Record(Type.String(), Type.String()),
  gameIds: Type.Array(Type.Integer()),
  currency: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  prizesMinor: Type.Array(Type.Integer()),
  endedAt: Type.Union([Type.String(), Type.Null()]),
});

const PrizeSchema = Type.Object({
  place: Type.Integer(),
  playerId: Type.Integer(),
  accountId: Type.Integer(),
  pointsMinor: Type.Integer(),
  amountMinor: Type.Integer(),
  ledgerEntryId: Type.Integer(),
});

const StandingSchema = Type.Object({
  place: Type.Integer(),
  playerId: Type.Integer(),
  player: Type.String(),
  pointsMinor: Type.Integer(),
  reachedAt: Type.String(),
});

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const tournamentAnswer = (tournament: Tournament) => ({
  ...tournament,
  gameIds: [...tournament.gameIds],
  prizesMinor: [...tournament.prizesMinor],
});

/**
 * The operator API of the casino tournaments (`npm run ops -- tournaments ...`): create one, list
 * them, show one with its leaderboard, and end one, which pays its prizes through the ledger
 * exactly once (tournament-repository.ts); ending it again answers the prizes paid the first time.
 */
export const tournamentOpsRoutes: FastifyPluginCallbackTypebox<TournamentOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const tournaments = createTournamentRepository(database);
  const notFound = (id: number) =>
    new ApiError(404, 'TOURNAMENT_NOT_FOUND', `There is no tournament ${id}`);

  app.post(
    '/tournaments',
    {
      schema: {
        body: Type.Object(
          {
            titles: Texts,
            descriptions: Type.Optional(Texts),
            gameIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
            currency: Type.String({ pattern: '^[A-Z]{3}$' }),
            startsAt: Type.String({ minLength: 10, maxLength: 40 }),
            endsAt: Type.String({ minLength: 10, maxLength: 40 }),
            prizesMinor: Type.Array(Type.Integer()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ tournament: TournamentSchema }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.titles['en'] === undefined || body.titles['ru'] === undefined) {
        throw new ApiError(400, 'TITLE_REQUIRED', 'A tournament needs a title in ru and in en');
      }
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) {
        throw new ApiError(
          400,
          'INVALID_PERIOD',
          'The period is two ISO instants, such as 2026-11-22T10:00:00Z',
        );
      }
      if (!(endsAt > startsAt)) {
        throw new ApiError(400, 'INVALID_PERIOD', 'The tournament must end after it starts');
      }
      const problem = prizeTableProblem(body.prizesMinor);
      if (problem !== null) throw new ApiError(400, 'INVALID_PRIZES', problem);
      const gameIds = [...new Set(body.gameIds)];
      const known = await database.query<{ id: number }>(
        'select id from casino_games where id = any($1::integer[])',
        [gameIds],
      );
      const unknown = gameIds.filter((id) => !known.some((row) => Number(row.id) === id));
      if (unknown.length > 0) {
        throw new ApiError(400, 'UNKNOWN_GAMES', `The catalogue has no game ${unknown.join(', ')}`);
      }
      const tournament = await tournaments.create(
        {
          titles: body.titles,
          descriptions: body.descriptions ?? {},
          gameIds,
          currency: body.currency,
          startsAt,
          endsAt,
          prizesMinor: body.prizesMinor,
        },
        clock(),
      );
      request.log.info({ tournament: tournament.id }, 'tournament created');
      return { tournament: tournamentAnswer(tournament) };
    },
  );

  app.get(
    '/tournaments',
    { schema: { response: { 200: Type.Object({ tournaments: Type.Array(TournamentSchema) }) } } },
    async () => ({ tournaments: (await tournaments.list()).map(tournamentAnswer) }),
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        params: IdParams,
        response: {
          200: Type.Object({
            tournament: TournamentSchema,
            standings: Type.Array(StandingSchema),
            prizes: Type.Array(PrizeSchema),
          }),
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const tournament = await tournaments.find(request.params.id);
      if (tournament === null) throw notFound(request.params.id);
      const standings = await tournaments.standings(tournament, clock());
      return {
        tournament: tournamentAnswer(tournament),
        standings: standings.map((standing) => ({
          place: standing.place,
          playerId: standing.playerId,
          player: maskedPlayer(standing.playerId),
          pointsMinor: standing.pointsMinor,
          reachedAt: standing.reachedAt,
        })),
        prizes: await tournaments.prizes(tournament.id),
      };
    },
  );

  app.post(
    '/tournaments/:id/end',
    {
      schema: {
        params: IdParams,
        response: {
          200: Type.Object({
            tournament: TournamentSchema,
            endedNow: Type.Boolean(),
            prizes: Type.Array(PrizeSchema),
          }),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const ending = await tournaments.end(request.params.id, clock());
      if (ending === null) throw notFound(request.params.id);
      request.log.info(
        { tournament: request.params.id, endedNow: ending.endedNow, prizes: ending.prizes.length },
        'tournament ended',
      );
      return {
        tournament: tournamentAnswer(ending.tournament),
        endedNow: ending.endedNow,
        prizes: [...ending.prizes],
      };
    },
  );
  done();
};
