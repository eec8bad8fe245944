import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/auth-context';
import { ErrorBodySchema } from '../http/error-body';
import { FingerprintAnswerSchema, FingerprintBodySchema } from '@betshell/api-contract';

export interface FingerprintRoutesOptions {
  readonly context: AuthContext;
}

/** The components may be anything a fingerprint script reports, within reason. */
const MAX_COMPONENTS_BYTES = 16_384;

/**
 * POST /web-api/fingerprint { componentsData } answers `{ token, expiresAt, data }`
 * (platform-api-contract.ts). Issuing and refreshing are the same call: a refresh is a new token.
 */
export const fingerprintRoutes: FastifyPluginCallbackTypebox<FingerprintRoutesOptions> = (
  app,
  { context },
  done,
) => {
  app.post(
    '/fingerprint',
    {
      bodyLimit: MAX_COMPONENTS_BYTES,
      schema: {
        body: FingerprintBodySchema,
        response: {
          200: FingerprintAnswerSchema,
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const issued = await context.fingerprints.issue(request.body.componentsData);
      return {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        data: { visitorId: issued.visitorId },
      };
    },
  );
  done();
};
