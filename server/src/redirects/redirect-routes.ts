import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RedirectAnswerSchema, RedirectQuestionSchema } from '@betshell/api-contract';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { splitRequestUrl } from './redirect-paths';
import type { RedirectRuleRepository } from './redirect-rule-repository';
import { resolveRedirect } from './resolve-redirect';

export interface RedirectRoutesOptions {
  readonly repository: RedirectRuleRepository;
}

/** The redirects-api service: POST /api/v1/redirect-light { url } -> a redirect answer. */
export const redirectRoutes: FastifyPluginCallbackTypebox<RedirectRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  // A body of the wrong shape is refused as sent, never coerced (`["/ru/a"]` is not a url).
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.post(
    '/api/v1/redirect-light',
    {
      schema: {
        body: RedirectQuestionSchema,
        response: { 200: RedirectAnswerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { url } = request.body;
      const asked = splitRequestUrl(url);
      if (asked === null) {
        throw new ApiError(
          400,
          'INVALID_URL',
          'url must be a path such as /ru/promo?x=1 or an absolute http(s) URL',
        );
      }
      const { answer, cycle } = resolveRedirect(await repository.chainFrom(asked.path), url, asked);
      if (cycle !== null) {
        // spec/shell.md section 8: a cyclic redirect is logged and refused.
        request.log.error({ url, breadcrumbs: cycle }, 'the redirect rules make a cycle');
      }
      return answer;
    },
  );
  done();
};
