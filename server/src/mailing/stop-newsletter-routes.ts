import { STOP_NEWSLETTER_FLAGS } from '@betshell/domain/office-security';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { StopNewsletterAnswerSchema, StopNewsletterBodySchema } from '@betshell/api-contract';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { StopNewsletterLinks } from './stop-newsletter-links';

export interface StopNewsletterRoutesOptions {
  readonly database: Database;
  readonly links: StopNewsletterLinks;
}

/**
 * POST /web-api/mailing/stop {token}: the stopnewsletter page (spec/shell.md section 2.8) sends
 * the token of the letter's link, and the player's letters stop (STOP_NEWSLETTER_FLAGS) without
 * signing in. A POST from the page rather than the link's own GET: mail scanners open links, and
 * must not unsubscribe anyone by it. A tampered or foreign token is 400 STOP_LINK_INVALID; a
 * player no longer there, 404. Stopping again answers the same.
 */
export const stopNewsletterRoutes: FastifyPluginCallbackTypebox<StopNewsletterRoutesOptions> = (
  app,
  { database, links },
  done,
) => {
  app.post(
    '/mailing/stop',
    {
      schema: {
        body: StopNewsletterBodySchema,
        response: { 200: StopNewsletterAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const playerId = await links.verify(request.body.token);
      if (playerId === null) {
        throw new ApiError(
          400,
          'STOP_LINK_INVALID',
          'This stop-newsletter link is not one the site sent: it may have been changed',
        );
      }
      // The flag names are column names (migration 0095), from the domain's fixed list.
      const rows = await database.query(
        `update players set ${STOP_NEWSLETTER_FLAGS.map((name) => `${name} = false`).join(', ')}
          where id = $1 returning id`,
        [playerId],
      );
      if (rows.length === 0)
        throw new ApiError(404, 'PLAYER_NOT_FOUND', 'The account of this link no longer exists');
      void reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
  );
  done();
};
