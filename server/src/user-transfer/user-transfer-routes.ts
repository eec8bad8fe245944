import {
  CAPTCHA_CODE,
  isSmsCode,
  normalizePhone,
  ONE_TIME_SECRET,
  SMS_CODE_LENGTH,
} from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { randomDigits, randomToken } from '../auth/hash-secret';
import { requireSolvedCaptcha, signIn } from '../auth/http/request-guards';
import { refusedSecret } from '../auth/refused-secret';
import { phoneConfirmedChange } from '../auth/confirm-phone';
import { ApiError } from '../http/api-error';
import { messageLanguageOf } from '../messages/message-language';
import { renderMessage } from '../messages/render-message';
import { ErrorBodySchema } from '../http/error-body';
import {
  CheckTransferCodeBodySchema,
  SendTransferCodeBodySchema,
  TransferRedirectTokenSchema,
  TransferSuccessSchema,
  TransferUserDataBodySchema,
  TransferredUserSchema,
  UserTransferIdParamsSchema,
} from '@betshell/api-contract';

export interface UserTransferRoutesOptions {
  readonly context: AuthContext;
}

const PREFIX = '/api/internal/v1/account/user-transfer';
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * The user transfer (limits-coupon-signin.md sections 3 and 7). The spec names the calls, not the
 * journey; ours: an operator marks an account as needing transfer (isRequiredTransfer, e.g. one
 * moved from another platform without a confirmed phone). Signed in, the player sends a code to a
 * phone (send-code, with a captcha) and proves it (check-code); the phone becomes the account's and
 * a one-time redirectToken is answered. Exchanging it at user-data (on this or a mirror site,
 * reached with ?transfered=1&redirectToken=...) answers the user and signs the player in there.
 */
export const userTransferRoutes: FastifyPluginCallbackTypebox<UserTransferRoutesOptions> = (
  app,
  { context },
  done,
) => {
  async function transferringPlayer(request: FastifyRequest, id: number) {
    if (request.player!.userId !== id)
      throw new ApiError(403, 'FORBIDDEN', 'This is not your account');
    const player = await context.players.byId(id);
    if (player === null || !player.transferRequired) {
      throw new ApiError(409, 'TRANSFER_NOT_REQUIRED', 'This account needs no transfer');
    }
    return player;
  }

  app.post(
    `${PREFIX}/send-code/:id`,
    {
      preHandler: app.requirePlayer,
      schema: {
        params: UserTransferIdParamsSchema,
        body: SendTransferCodeBodySchema,
        response: { 200: TransferSuccessSchema, ...errors },
      },
    },
    async (request) => {
      const player = await transferringPlayer(request, request.params.id);
      // The spec puts the captcha in the body: `<captchaId>:<answer>`, like the x-captcha header.
      await requireSolvedCaptcha(
        context,
        request,
        CAPTCHA_CODE.alwaysRequired,
        request.body.captcha,
      );
      const phone = normalizePhone(`${request.body.country_code}${request.body.phone}`);
      if (phone === null)
        throw new ApiError(
          400,
          'INVALID_PHONE',
          'country_code and phone do not make a phone number',
        );
      const owner = await context.players.byPhone(phone);
      if (owner !== null && owner.id !== player.id) {
        throw new ApiError(409, 'PHONE_TAKEN', 'This phone belongs to another account');
      }
      const code = randomDigits(SMS_CODE_LENGTH);
      await context.secrets.issue({
        purpose: 'user_transfer',
        target: `player:${player.id}`,
        secret: code,
        lifetimeMs: ONE_TIME_SECRET.smsCodeLifetimeMs,
        playerId: player.id,
        payload: { phone },
      });
      await context.outbox.send({
        channel: 'sms',
        recipient: phone,
        subject: 'user_transfer',
        body: renderMessage('sms_code', messageLanguageOf(request), { code }).body,
      });
      return { success: true as const };
    },
  );

  app.post(
    `${PREFIX}/check-code/:id`,
    {
      preHandler: app.requirePlayer,
      schema: {
        params: UserTransferIdParamsSchema,
        body: CheckTransferCodeBodySchema,
        response: {
          200: TransferRedirectTokenSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const player = await transferringPlayer(request, request.params.id);
      const use = isSmsCode(request.body.code)
        ? await context.secrets.useCode('user_transfer', `player:${player.id}`, request.body.code)
        : ({ status: 'wrong' } as const);
      if (use.status !== 'ok') throw refusedSecret(use, 'code');
      const phone = String(use.payload['phone']);
      await context.players.change(player.id, {
        ...phoneConfirmedChange(player, phone),
        transferRequired: false,
      });
      const redirectToken = randomToken();
      await context.secrets.issue({
        purpose: 'transfer_token',
        target: `player:${player.id}`,
        secret: redirectToken,
        lifetimeMs: ONE_TIME_SECRET.transferTokenLifetimeMs,
        playerId: player.id,
      });
      request.log.info({ userId: player.id }, 'auth: user transferred');
      return { success: true as const, redirectToken };
    },
  );

  app.post(
    `${PREFIX}/user-data`,
    {
      schema: {
        body: TransferUserDataBodySchema,
        response: {
          200: TransferredUserSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const use = await context.secrets.useToken('transfer_token', request.body.redirectToken);
      if (use.status !== 'ok' || use.playerId === null) throw refusedSecret(use, 'link');
      const player = await context.players.byId(use.playerId);
      if (player === null) throw refusedSecret({ status: 'unknown' }, 'link');
      await signIn(context, request, reply, player.id, false);
      return {
        status: 'transferred' as const,
        user: { id: player.id, login: player.email ?? String(player.id), phone: player.phone },
      };
    },
  );
  done();
};
