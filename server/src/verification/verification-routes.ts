import {
  DocumentKindSchema,
  PersonalDataBodySchema,
  VerificationSchema,
} from '@betshell/api-contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { uploadMultipartOptions } from '../uploads/upload-routes';
import type { UploadStore } from '../uploads/upload-store';
import {
  savePersonalData,
  submitVerification,
  uploadVerificationDocument,
  type VerificationContext,
} from './verification-commands';
import { verificationRepository } from './verification-repository';

export interface VerificationRoutesOptions {
  readonly context: VerificationContext;
  /** Where identity documents are kept (purpose 'verification'). */
  readonly uploads: UploadStore;
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
  { context, uploads },
  done,
) => {
  // One file per request; the store answers a file over its limit with FILE_TOO_LARGE (400).
  void app.register(multipart, uploadMultipartOptions(uploads, 1));
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
    '/office/verification/documents/:kind',
    {
      preHandler,
      schema: {
        params: Type.Object({ kind: DocumentKindSchema }),
        consumes: ['multipart/form-data'],
        response: ANSWERS,
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file === undefined) {
        throw new ApiError(400, 'FILE_MISSING', 'Send the document as a multipart file part');
      }
      const verification = await uploadVerificationDocument(
        context,
        uploads,
        request.player!.userId,
        request.params.kind,
        { stream: file.file, fileName: file.filename },
      );
      request.log.info(
        { userId: request.player!.userId, kind: request.params.kind },
        'verification: document kept',
      );
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
