import {
  MAILING_FLAG_NAMES,
  mailingChangeRefusal,
  type MailingFlagName,
  type MailingFlags,
  type MailingRefusal,
} from '@betshell/domain/office-security';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MailingAnswerSchema, MailingChangeSchema } from '@betshell/api-contract';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createPlayerRepository } from '../players/player-repository';

export interface MailingRoutesOptions {
  readonly database: Database;
}

const REFUSAL_MESSAGES: Readonly<Record<MailingRefusal, string>> = {
  MAILING_NEEDS_EMAIL: 'The e-mail letters need an e-mail on the account: add one in the settings',
  MAILING_NEEDS_CONFIRMED_PHONE:
    'The SMS news need a phone confirmed by an SMS code: bind one in the settings',
};

/**
 * PUT /web-api/user/mailing: the player's mailing flags (spec/limits-coupon-signin.md section 3),
 * read back as `user_mailing` of the user config. The spec shows only the flag names; the path is
 * ours, beside the other user calls. The body names the flags to change (at least one); the
 * others stay. A flag is turned on only when the player can be reached by its channel
 * (mailingRefusal in @betshell/domain/office-security): 400 MAILING_NEEDS_EMAIL or
 * MAILING_NEEDS_CONFIRMED_PHONE otherwise; turning off is always allowed.
 */
export const mailingRoutes: FastifyPluginCallbackTypebox<MailingRoutesOptions> = (
  app,
  { database },
  done,
) => {
  const players = createPlayerRepository(database);
  app.addHook('preHandler', app.requirePlayer);
  app.put(
    '/user/mailing',
    {
      schema: {
        body: MailingChangeSchema,
        response: {
          200: MailingAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const player = await players.byId(request.player!.userId);
      if (player === null) throw new ApiError(401, 'UNAUTHORIZED', 'The account no longer exists');
      const change: Partial<MailingFlags> = request.body;
      const refusal = mailingChangeRefusal(change, {
        hasEmail: player.email !== null,
        hasConfirmedPhone: player.phone !== null && player.phoneConfirmed,
      });
      if (refusal !== null) throw new ApiError(400, refusal, REFUSAL_MESSAGES[refusal]);
      // The flag names are the column names (migration 0095), and only the four known names
      // pass the schema, so they can be spliced into the statement.
      const names = MAILING_FLAG_NAMES.filter((name) => change[name] !== undefined);
      const sets = names.map((name, index) => `${name} = $${index + 2}`);
      const [row] = await database.query<Record<MailingFlagName, boolean>>(
        `update players set ${sets.join(', ')} where id = $1
         returning ${MAILING_FLAG_NAMES.join(', ')}`,
        [player.id, ...names.map((name) => change[name])],
      );
      if (row === undefined)
        throw new ApiError(401, 'UNAUTHORIZED', 'The account no longer exists');
      void reply.header('cache-control', 'no-store');
      const mailing: MailingFlags = {
        enable_mail_news: row.enable_mail_news,
        enable_mail_deposit: row.enable_mail_deposit,
        enable_mail_bets: row.enable_mail_bets,
        enable_sms_news: row.enable_sms_news,
      };
      return { success: true as const, mailing };
    },
  );
  done();
};
