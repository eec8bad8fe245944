import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { BlockQuestionSchema, BlockResponseSchema } from '@betshell/api-contract';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { geoCountryOf } from '../http/geo-country-header';
import type { BlockRuleRepository } from './block-rule-repository';
import { blockAnswerOf, chooseBlockRule } from '@betshell/domain';

export interface BlockRoutesOptions {
  readonly repository: BlockRuleRepository;
}

/** The blocks-api service: POST /api/v2/block { auth?, url } -> { data: BlockAnswer }. */
export const blockRoutes: FastifyPluginCallbackTypebox<BlockRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  // A body of the wrong shape is refused as sent, never coerced (`["/ru/a"]` is not a url).
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.post(
    '/api/v2/block',
    {
      schema: {
        body: BlockQuestionSchema,
        response: { 200: BlockResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const rule = chooseBlockRule(await repository.list(), {
        country: geoCountryOf(request.headers),
        userAgent: request.headers['user-agent'] ?? '',
      });
      // The answer depends on who asks (country, browser), so no cache may share it.
      void reply.header('cache-control', 'no-store');
      return { data: blockAnswerOf(rule) };
    },
  );
  done();
};
