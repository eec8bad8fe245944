import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { HideBalanceAnswerSchema, HideBalanceBodySchema } from '@betshell/api-contract';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';

export interface HideBalanceRoutesOptions {
  readonly database: Database;
}

/**
 * PUT /web-api/user/hide-balance: the player's choice to hide the header's balance, read back as
 * `user_hide_balance` of the user config (spec/shell.md section 3). The spec shows only the flag;
 * the path is ours, beside the other user calls, so the choice follows the player to every device.
 */
export const hideBalanceRoutes: FastifyPluginCallbackTypebox<HideBalanceRoutesOptions> = (
  app,
  { database },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.put(
    '/user/hide-balance',
    {
      schema: {
        body: HideBalanceBodySchema,
        response: {
          200: HideBalanceAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await database.query('update players set hide_balance = $1 where id = $2', [
        request.body.hide,
        request.player!.userId,
      ]);
      void reply.header('cache-control', 'no-store');
      return { success: true as const, hide: request.body.hide };
    },
  );
  done();
};
