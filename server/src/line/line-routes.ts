import {
  EventSchema,
  LineEventParamsSchema,
  LineEventsQuerySchema,
  LineLanguageQuerySchema,
  LineResultsQuerySchema,
  LineTeamParamsSchema,
  SportSchema,
} from '@betshell/api-contract';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@betshell/domain';
import type { LineEvent } from '@betshell/domain/sportsbook';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { type SerializedBody, sendSerializedOnce } from '../http/send-serialized-once';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { LineLanguage, LineRepository } from './line-repository';
import { drawTeamLogo } from './team-logo';

/** A team's logo never changes: a browser keeps it a year, as a file named by its content. */
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How many finished events one results answer carries at most. */
const RESULTS_LIMIT = 200;

/** The names in the asked language; without one, Russian, the site's default language. */
function lineLanguage(lng: string | undefined): LineLanguage {
  return lng !== undefined && isSiteLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * decisions.md: GET /web-api/line/sports and GET /web-api/line/events?section=line or
 * live&sportId=&champId=; ours: GET /web-api/line/events/{id} for one event, finished ones with
 * their results. Odds are decimals with three places.
 */
export const lineRoutes: FastifyPluginCallbackTypebox<{ readonly repository: LineRepository }> = (
  app,
  { repository },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);
  /** The body of /line/events per answer the repository keeps (line-repository.ts). */
  const serializedEvents = new WeakMap<readonly LineEvent[], SerializedBody>();

  app.get(
    '/line/sports',
    {
      schema: {
        querystring: LineLanguageQuerySchema,
        response: {
          200: Type.Array(SportSchema),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return repository.sports(lineLanguage(request.query.lng));
    },
  );

  app.get(
    '/line/events',
    {
      schema: {
        querystring: LineEventsQuerySchema,
        response: { 200: Type.Array(EventSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { section, sportId, champId, lng } = request.query;
      // The same for every visitor: a shared cache may keep it, as long as it asks again each time.
      void reply.header('cache-control', 'public, no-cache');
      const language = lineLanguage(lng);
      const filter = { section, sportId, champId };
      const events = await repository.events(language, filter);
      // The repository keeps an answer until the line changes; its body is serialized once, with
      // this route's response schema, and sent as text (3.8 ms per request before), then served
      // again before the router while the repository keeps the same answer.
      // Text with a JSON type is sent as it is (the typed reply only knows the object form).
      const untyped: FastifyReply = reply;
      return sendSerializedOnce(untyped, events, serializedEvents, () =>
        repository.keptEvents(language, filter),
      );
    },
  );

  // Ours: the results and champs pages (spec/shell.md section 2.3) read finished events here, the
  // latest first; a page is the latest RESULTS_LIMIT, enough for a day of the demo feed.
  app.get(
    '/line/results',
    {
      schema: {
        querystring: LineResultsQuerySchema,
        response: { 200: Type.Array(EventSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { sportId, champId, lng } = request.query;
      void reply.header('cache-control', 'no-cache');
      return repository.results(lineLanguage(lng), { sportId, champId, limit: RESULTS_LIMIT });
    },
  );

  app.get(
    '/line/events/:id',
    {
      schema: {
        params: LineEventParamsSchema,
        querystring: LineLanguageQuerySchema,
        response: { 200: EventSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const event = await repository.event(lineLanguage(request.query.lng), request.params.id);
      if (event === null) throw new ApiError(404, 'EVENT_NOT_FOUND', 'No such event');
      void reply.header('cache-control', 'no-cache');
      return event;
    },
  );

  // Ours: the logos the events' homeLogo and awayLogo point to ("team logos" of the display
  // settings), drawn from the team's id and name.
  app.get(
    '/line/teams/:teamId/logo.svg',
    {
      schema: {
        params: LineTeamParamsSchema,
        response: {
          200: fileAnswerSchema('image/svg+xml', "A team's logo"),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { teamId } = request.params;
      const name = await repository.teamName(teamId);
      if (name === null) throw new ApiError(404, 'TEAM_NOT_FOUND', 'No such team');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', LOGO_CACHE_CONTROL)
        .send(drawTeamLogo(teamId, name));
    },
  );
  done();
};
