import {
  BetsOnYourSchema,
  EventStatisticsSchema,
  StatisticParamsSchema,
  StatisticQuerySchema,
  TopGamesSchema,
} from '@betshell/api-contract';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@betshell/domain';
import { formOf, leagueTable, liveStatistics, meetingsOf } from '@betshell/domain/sportsbook';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../auth/clock';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { DEMO_SPORTS } from '../line/demo-line';
import type { LineLanguage } from '../line/line-name-sql';
import type { LineRepository } from '../line/line-repository';
import { demoSeason } from './demo-season';
import type { StatisticsRepository } from './statistics-repository';

/** How many games the topgame section lists (ours). */
const TOP_GAMES = 20;

function languageOf(lng: string | undefined): LineLanguage {
  return lng !== undefined && isSiteLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * GET /web-api/statistic/events/{id}: a game's statistics (domain/src/statistics); GET
 * /web-api/sections/topgame and /sections/betsonyour: the lists of two special sections.
 */
export const statisticsRoutes: FastifyPluginCallbackTypebox<{
  readonly line: LineRepository;
  readonly statistics: StatisticsRepository;
  readonly clock: Clock;
}> = (app, { line, statistics, clock }, done) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);

  app.get(
    '/statistic/events/:id',
    {
      schema: {
        params: StatisticParamsSchema,
        querystring: StatisticQuerySchema,
        response: { 200: EventStatisticsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.query.lng);
      const { id } = request.params;
      const [event, teams] = await Promise.all([line.event(language, id), statistics.teamsOf(id)]);
      if (event === null || teams === null)
        throw new ApiError(404, 'EVENT_NOT_FOUND', `No event ${id}`);
      const now = clock();
      const teamIds = [teams.home, teams.away].filter((team): team is number => team !== null);
      // The demo season first, then the line's own results: the statistics of a new line too.
      const played = [
        ...demoSeason(event.champId, language, now),
        ...(await statistics.played(language, { champId: event.champId, teamIds })),
      ].filter((game) => game.id !== id);
      const hasDraw = DEMO_SPORTS.find((sport) => sport.id === event.sportId)?.hasDraw ?? true;
      const live = liveStatistics(
        {
          id,
          sportId: event.sportId,
          champId: event.champId,
          startsAtMs: Date.parse(event.startsAt),
          state: event.state,
          score: event.score,
          // The corners and cards the feed keeps, which the markets settle on: one source.
          stats: event.stats ?? null,
        },
        now.getTime(),
      );
      void reply.header('cache-control', 'no-cache');
      return {
        eventId: id,
        sportId: event.sportId,
        sportName: event.sportName,
        champId: event.champId,
        champName: event.champName,
        home: event.home,
        away: event.away,
        homeTeamId: teams.home,
        awayTeamId: teams.away,
        state: event.state,
        startsAt: event.startsAt,
        score: event.score,
        periods: [...event.periods],
        form: {
          home: teams.home === null ? [] : formOf(teams.home, played),
          away: teams.away === null ? [] : formOf(teams.away, played),
        },
        meetings:
          teams.home === null || teams.away === null
            ? []
            : meetingsOf(teams.home, teams.away, played).map((game) => ({
                id: game.id,
                playedAt: game.playedAt,
                home: game.home,
                away: game.away,
                homeScore: game.homeScore,
                awayScore: game.awayScore,
              })),
        table: leagueTable(
          played.filter((game) => game.champId === event.champId),
          hasDraw,
        ),
        live: {
          profile: live.profile,
          minute: live.minute,
          lines: [...live.lines],
          moments: [...live.moments],
        },
      };
    },
  );

  app.get(
    '/sections/topgame',
    { schema: { response: { 200: TopGamesSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { games: await statistics.topGames(TOP_GAMES) };
    },
  );

  /** The signed-in player, or 401 (the page then asks a visitor to sign in). */
  async function playerOf(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    await app.requirePlayer(request, reply);
    return request.player!.userId;
  }

  app.get(
    '/sections/betsonyour',
    {
      schema: {
        querystring: StatisticQuerySchema,
        response: { 200: BetsOnYourSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const playerId = await playerOf(request, reply);
      void reply.header('cache-control', 'no-store');
      return statistics.betsOnYour(playerId, languageOf(request.query.lng));
    },
  );
  done();
};
