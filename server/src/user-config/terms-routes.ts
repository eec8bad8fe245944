import { termsChangedFor } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { TermsStatusSchema } from '@betshell/api-contract';
import type { AuthContext } from '../auth/auth-context';
import { ErrorBodySchema } from '../http/error-body';
import { readTermsPublishedAt } from './terms-publication';

export interface TermsRoutesOptions {
  readonly context: AuthContext;
}

/**
 * The terms status (spec/shell.md section 7: `result`, `updatedAt`) and its confirmation
 * (decisions.md path) under /web-api/api-v3/v2/user/agreement-rules. `result` is isUserTermsChanged;
 * `updatedAt` when the terms to confirm were published.
 */
export const termsRoutes: FastifyPluginCallbackTypebox<TermsRoutesOptions> = (
  app,
  { context },
  done,
) => {
  async function status(userId: number) {
    const player = await context.players.byId(userId);
    const publishedAt = await readTermsPublishedAt(context.database);
    const changed = termsChangedFor(
      publishedAt?.getTime() ?? null,
      player?.termsConfirmedAt?.getTime() ?? null,
    );
    return { result: changed, updatedAt: publishedAt?.toISOString() ?? null };
  }

  app.get(
    '/api-v3/v2/user/agreement-rules/status',
    {
      preHandler: app.requirePlayer,
      schema: { response: { 200: TermsStatusSchema, 401: ErrorBodySchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return status(request.player!.userId);
    },
  );

  app.post(
    '/api-v3/v2/user/agreement-rules/confirm',
    {
      preHandler: app.requirePlayer,
      schema: { response: { 200: TermsStatusSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      const { userId } = request.player!;
      // Confirming covers the terms in force even if the clocks of two instances disagree.
      const publishedAt = await readTermsPublishedAt(context.database);
      const now = context.clock();
      const confirmedAt = publishedAt !== null && publishedAt > now ? publishedAt : now;
      await context.players.change(userId, { termsConfirmedAt: confirmedAt });
      request.log.info({ userId }, 'auth: terms confirmed');
      return status(userId);
    },
  );
  done();
};
