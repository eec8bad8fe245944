import { FALLBACK_LANGUAGE, mergeDictionaryTexts } from '@betshell/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DictionaryParamsSchema,
  DictionaryQuerySchema,
  DictionarySchema,
} from '@betshell/api-contract';
import { compressAnswers } from '../http/compression';
import { ErrorBodySchema } from '../http/error-body';
import type { DictionaryRepository } from './dictionary-repository';

export interface DictionaryRoutesOptions {
  readonly repository: DictionaryRepository;
}

/** The dictionary call of spec/decisions.md: GET /web-api/dictionary/{lng}?ids=a,b. */
export const dictionaryRoutes: FastifyPluginAsyncTypebox<DictionaryRoutesOptions> = async (
  app,
  { repository },
) => {
  // The whole dictionary is what the first paint waits for longest.
  await compressAnswers(app);
  app.get(
    '/dictionary/:lng',
    {
      schema: {
        params: DictionaryParamsSchema,
        querystring: DictionaryQuerySchema,
        response: { 200: DictionarySchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      const keys = request.query.ids
        ?.split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '');
      const texts = await repository.findTexts(lng, keys);
      const fallbackTexts =
        lng === FALLBACK_LANGUAGE ? {} : await repository.findTexts(FALLBACK_LANGUAGE, keys);
      // Operators edit texts at any time, so the browser revalidates on every load.
      void reply.header('cache-control', 'no-cache');
      return { lng, texts: mergeDictionaryTexts(texts, fallbackTexts) };
    },
  );
};
