import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { UserConfigAnswerSchema } from '@betshell/api-contract';
import type { AuthContext } from '../auth/auth-context';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { isSiteConfigFieldValue } from '../site-config/site-config-field-problems';
import { buildUserConfig } from './build-user-config';
import { withVerification } from '../verification/verification-user-config';
import { verificationRepository } from '../verification/verification-repository';

export interface UserConfigRoutesOptions {
  readonly context: AuthContext;
}

/** GET /web-api/user/config: `{ result: UserConfig }` for the signed-in player, never cached. */
export const userConfigRoutes: FastifyPluginCallbackTypebox<UserConfigRoutesOptions> = (
  app,
  { context },
  done,
) => {
  app.get(
    '/user/config',
    {
      preHandler: app.requirePlayer,
      schema: {
        response: {
          200: UserConfigAnswerSchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const player = await context.players.byId(request.player!.userId);
      if (player === null) throw new ApiError(401, 'UNAUTHORIZED', 'The account no longer exists');
      const refId = await context.siteConfig.readValue('ref_id');
      const ref = refId.existed && isSiteConfigFieldValue('ref_id', refId.value) ? refId.value : 1;
      const verification = await verificationRepository.byPlayer(context.database, player.id);
      const identificationShown =
        (await context.siteConfig.currentValue('identificationShown')) ?? false;
      return {
        result: withVerification(
          buildUserConfig(player, context.clock(), ref),
          verification,
          identificationShown,
        ),
      };
    },
  );
  done();
};
