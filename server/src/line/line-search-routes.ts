import { LineSearchAnswerSchema, LineSearchQuerySchema } from '@betshell/api-contract';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@betshell/domain';
import { searchLine } from '@betshell/domain/sportsbook';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { createLineRepository, type LineRepository } from './line-repository';

/**
 * GET /web-api/line/search?q=&lng=: the sports, championships and games of the line whose names
 * hold every word typed, by the rules the sports menu searches with (the domain's searchLine),
 * over the line's live and pre-match lists the server keeps in memory.
 */
const lineSearchRoutes: FastifyPluginCallbackTypebox<{ readonly repository: LineRepository }> = (
  app,
  { repository },
  done,
) => {
  app.get(
    '/line/search',
    {
      schema: {
        querystring: LineSearchQuerySchema,
        response: { 200: LineSearchAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { q, lng } = request.query;
      const language = lng !== undefined && isSiteLanguage(lng) ? lng : DEFAULT_LANGUAGE;
      const [live, line] = await Promise.all([
        repository.events(language, { section: 'live' }),
        repository.events(language, { section: 'line' }),
      ]);
      void reply.header('cache-control', 'no-cache');
      return searchLine([...live, ...line], q);
    },
  );
  done();
};

export const lineSearchPlugin: FastifyPluginAsync<{ readonly database: Database }> = async (
  app,
  options,
) => {
  await app.register(
    async (webApi) => {
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(lineSearchRoutes, {
        repository: createLineRepository(options.database),
      });
    },
    { prefix: '/web-api' },
  );
};
