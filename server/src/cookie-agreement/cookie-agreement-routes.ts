import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { CookieAgreementRepository } from './cookie-agreement-repository';
import { CookieAgreementBodySchema, CookieAgreementQuerySchema } from '@betshell/api-contract';

export interface CookieAgreementRoutesOptions {
  readonly repository: CookieAgreementRepository;
}

/**
 * spec/shell.md section 7, "Log cookie agreement: request with query cookiesAgreeTime; answer not
 * shown". Ours: POST /web-api/cookies-agreement?cookiesAgreeTime=<ms since the epoch> with
 * `{ functional, marketing }`, answered 204.
 */
export const cookieAgreementRoutes: FastifyPluginCallbackTypebox<CookieAgreementRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  // A body of the wrong shape is refused as sent ("false" is not false).
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.post(
    '/cookies-agreement',
    {
      schema: {
        querystring: CookieAgreementQuerySchema,
        body: CookieAgreementBodySchema,
        response: { 204: Type.Null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await repository.record(request.body, request.query.cookiesAgreeTime);
      void reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
  done();
};
