import {
  RejectionReasonSchema,
  VerificationSchema,
  VerificationStateSchema,
} from '@betshell/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { sendUpload } from '../uploads/send-upload';
import type { UploadStore } from '../uploads/upload-store';
import { verificationDocumentRepository } from './verification-document-repository';
import { decideVerification } from './verification-commands';
import { verificationRepository } from './verification-repository';

export interface VerificationOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The identity documents' files; without a store the document route is not served. */
  readonly uploads?: UploadStore | undefined;
}

const OperatorVerificationSchema = Type.Object({
  playerId: Type.Integer(),
  ...VerificationSchema.properties,
});
const PlayerParams = Type.Object({ playerId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
const ERRORS = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/**
 * The operator side of verification, for `npm run ops -- verification ...`: the queue (submitted,
 * oldest first, or any state), one player's verification, and the decisions: approve, or reject
 * with one of the fixed reasons the player reads in their language.
 */
export const verificationOpsRoutes: FastifyPluginCallbackTypebox<VerificationOpsRoutesOptions> = (
  app,
  { database, clock, uploads },
  done,
) => {
  const context = { database, clock };

  app.get(
    '/verifications',
    {
      schema: {
        querystring: Type.Object({ state: Type.Optional(VerificationStateSchema) }),
        response: {
          200: Type.Object({ verifications: Type.Array(OperatorVerificationSchema) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      verifications: await verificationRepository.inState(
        database,
        request.query.state ?? 'submitted',
      ),
    }),
  );

  app.get(
    '/verifications/:playerId',
    { schema: { params: PlayerParams, response: { 200: OperatorVerificationSchema, ...ERRORS } } },
    (request) => verificationRepository.byPlayer(database, request.params.playerId),
  );

  if (uploads !== undefined) {
    app.get(
      '/verifications/:playerId/documents/:uploadId',
      {
        schema: {
          params: Type.Object({
            ...PlayerParams.properties,
            uploadId: Type.String({ maxLength: 64 }),
          }),
          response: {
            200: fileAnswerSchema('application/octet-stream', 'The document, as an attachment'),
            ...ERRORS,
          },
        },
      },
      async (request, reply) => {
        const { playerId, uploadId } = request.params;
        const upload = (await verificationDocumentRepository.isDocumentOf(
          database,
          playerId,
          uploadId,
        ))
          ? await uploads.find(uploadId, { operator: true })
          : null;
        if (upload === null) {
          throw new ApiError(
            404,
            'FILE_NOT_FOUND',
            `Player ${playerId} sent no document ${uploadId}`,
          );
        }
        request.log.info({ playerId, uploadId }, 'verification: document downloaded');
        return sendUpload(reply, uploads, upload);
      },
    );
  }

  app.post(
    '/verifications/:playerId/approve',
    { schema: { params: PlayerParams, response: { 200: OperatorVerificationSchema, ...ERRORS } } },
    async (request) => {
      const verification = await decideVerification(context, request.params.playerId, {
        decision: 'approve',
      });
      request.log.info({ playerId: request.params.playerId }, 'verification: approved');
      return verification;
    },
  );

  app.post(
    '/verifications/:playerId/reject',
    {
      schema: {
        params: PlayerParams,
        body: Type.Object({ reason: RejectionReasonSchema }, { additionalProperties: false }),
        response: { 200: OperatorVerificationSchema, ...ERRORS },
      },
    },
    async (request) => {
      const verification = await decideVerification(context, request.params.playerId, {
        decision: 'reject',
        reason: request.body.reason,
      });
      request.log.info(
        { playerId: request.params.playerId, reason: request.body.reason },
        'verification: rejected',
      );
      return verification;
    },
  );
  done();
};
