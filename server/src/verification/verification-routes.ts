import { PersonalDataBodySchema, VerificationSchema } from '@betshell/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../http/error-body';
import {
  savePersonalData,
  submitVerification,
  type VerificationContext,
} from './verification-commands';
import { verificationRepository } from './verification-repository';

export interface VerificationRoutesOptions {
  readonly context: VerificationContext;
}

const ANSWERS = {
  200: VerificationSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  451: ErrorBodySchema,
};

/**
 * The office verification page's API under /web-api/office/verification (the paths are ours):
 * the player's verification, saving personal data, and sending it to an operator. Each needs a
 * signed-in player with confirmed terms, and answers the verification as it now is.
 */
export const verificationRoutes: FastifyPluginCallbackTypebox<VerificationRoutesOptions> = (
  app,
  { context },
  done,
) => {
  const preHandler = [app.requirePlayer, app.requireConfirmedTerms];
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/office/verification', { preHandler, schema: { response: ANSWERS } }, (request) =>
    verificationRepository.byPlayer(context.database, request.player!.userId),
  );

  app.put(
    '/office/verification/personal-data',
    { preHandler, schema: { body: PersonalDataBodySchema, response: ANSWERS } },
    async (request) => {
      const verification = await savePersonalData(context, request.player!.userId, request.body);
      request.log.info({ userId: request.player!.userId }, 'verification: personal data saved');
      return verification;
    },
  );

  app.post(
    '/office/verification/submit',
    { preHandler, schema: { response: ANSWERS } },
    async (request) => {
      const verification = await submitVerification(context, request.player!.userId);
      request.log.info({ userId: request.player!.userId }, 'verification: submitted');
      return verification;
    },
  );
  done();
};
