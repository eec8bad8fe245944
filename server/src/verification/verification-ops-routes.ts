import {
  RejectionReasonSchema,
  VerificationSchema,
  VerificationStateSchema,
} from '@betshell/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { decideVerification } from './verification-commands';
import { verificationRepository } from './verification-repository';

export interface VerificationOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
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
  { database, clock },
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
