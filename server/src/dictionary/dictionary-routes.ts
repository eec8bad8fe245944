import { FALLBACK_LANGUAGE, mergeDictionaryTexts } from '@betshell/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { compressAnswers } from '../http/compression';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '../language/language-code-schema';
import type { DictionaryRepository } from './dictionary-repository';

export interface DictionaryRoutesOptions {
  readonly repository: DictionaryRepository;
}

const DictionarySchema = Type.Object({
  lng: LanguageCodeSchema,
  texts: Type.Record(Type.String(), Type.String()),
});

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
        params: Type.Object({ lng: LanguageCodeSchema }),
        querystring: Type.Object({
          ids: Type.Optional(Type.String({ description: 'Comma-separated keys; all when absent' })),
        }),
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
