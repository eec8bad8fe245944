import {
  activationTypeAfterEmailAdded,
  isSmsCode,
  normalizeEmail,
  normalizePhone,
  ONE_TIME_SECRET,
  type SmsPurpose,
} from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { SecretUse } from '../one-time/one-time-secrets';
import { refusedSecret } from './refused-secret';
import type { AuthContext } from './auth-context';
import {
  ActivateAnswerSchema,
  ActivateBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  SmsAnswerSchema,
  SmsBodySchema,
  SuccessSchema,
} from '@betshell/api-contract';
import { sendSmsCode } from './activation-messages';
import { SESSION_COOKIE } from './http/authenticate-plugin';
import { requireFingerprint } from './http/request-guards';
import { randomToken } from './hash-secret';
import { assertPasswordAcceptable, hashPassword } from './passwords';
import { confirmPhone } from './confirm-phone';
import { messageLanguageOf } from '../messages/message-language';
import { messageLink } from '../messages/message-link';
import { renderMessage } from '../messages/render-message';

export interface CodeRoutesOptions {
  readonly context: AuthContext;
}

/**
 * POST /sms (send a six-digit code), /password/forgot, /password/reset and /activate under
 * /auth-api/v1 (decisions.md). Answers never say whether an account has a phone or an e-mail
 * (forgot, login codes), so nobody learns who plays here.
 */
export const codeRoutes: FastifyPluginCallbackTypebox<CodeRoutesOptions> = (
  app,
  { context },
  done,
) => {
  /** The signed-in player of this browser, for bind_phone and activate_phone. */
  async function sessionPlayerId(request: FastifyRequest): Promise<number> {
    const lookup = await context.sessions.lookup(request.cookies[SESSION_COOKIE], {
      active: true,
    });
    if (lookup.status !== 'live') throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
    return lookup.session.playerId;
  }

  app.post(
    '/sms',
    {
      schema: {
        body: SmsBodySchema,
        response: {
          200: SmsAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await requireFingerprint(context, request);
      const phone = normalizePhone(request.body.phone);
      if (phone === null) {
        throw new ApiError(400, 'INVALID_PHONE', 'phone is not an international phone number');
      }
      const purpose: SmsPurpose = request.body.purpose;
      const owner = await context.players.byPhone(phone);
      let playerId: number | null = owner?.id ?? null;
      let send = true;
      if (purpose === 'register' && owner !== null) {
        throw new ApiError(
          409,
          'PHONE_TAKEN',
          'An account with this phone exists: sign in instead',
        );
      } else if (purpose === 'login' || purpose === 'reset') {
        send = owner !== null;
      } else if (purpose === 'bind_phone' || purpose === 'activate_phone') {
        playerId = await sessionPlayerId(request);
        if (owner !== null && owner.id !== playerId) {
          throw new ApiError(409, 'PHONE_TAKEN', 'This phone belongs to another account');
        }
      }
      const last = await context.secrets.lastIssuedAt(purpose, phone);
      const waitMs =
        last === null
          ? 0
          : last.getTime() + ONE_TIME_SECRET.smsResendAfterMs - context.clock().getTime();
      if (waitMs > 0) {
        throw new ApiError(
          429,
          'SMS_TOO_SOON',
          'A code was sent a moment ago: wait before asking again',
          {
            retryAfterSeconds: Math.ceil(waitMs / 1000),
          },
        );
      }
      if (send) await sendSmsCode(context, purpose, phone, playerId, messageLanguageOf(request));
      return { success: true as const, expiresInSeconds: ONE_TIME_SECRET.smsCodeLifetimeMs / 1000 };
    },
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        body: ForgotPasswordBodySchema,
        response: { 200: SuccessSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await requireFingerprint(context, request);
      const body = request.body;
      if ('email' in body) {
        const email = normalizeEmail(body.email);
        if (email === null)
          throw new ApiError(400, 'INVALID_EMAIL', 'email is not an e-mail address');
        const player = await context.players.byEmail(email);
        if (player !== null) {
          const token = randomToken();
          await context.secrets.issue({
            purpose: 'reset',
            target: `email:${email}`,
            secret: token,
            lifetimeMs: ONE_TIME_SECRET.passwordResetLifetimeMs,
            playerId: player.id,
          });
          const lng = messageLanguageOf(request);
          const letter = renderMessage('password_reset', lng, {
            link: messageLink(lng, '/user/passwordreset', token),
            stop_link: await context.stopNewsletter.linkFor(player.id, lng),
          });
          await context.outbox.send({
            channel: 'email',
            recipient: email,
            subject: letter.subject,
            body: letter.body,
          });
        }
      } else {
        const phone = normalizePhone(body.phone);
        if (phone === null)
          throw new ApiError(400, 'INVALID_PHONE', 'phone is not an international phone number');
        const player = await context.players.byPhone(phone);
        if (player !== null) {
          await sendSmsCode(context, 'reset', phone, player.id, messageLanguageOf(request));
        }
      }
      return { success: true as const };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        body: ResetPasswordBodySchema,
        response: { 200: SuccessSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      assertPasswordAcceptable(body.password);
      let use: SecretUse;
      if ('token' in body) {
        use = await context.secrets.useToken('reset', body.token);
        if (use.status !== 'ok') throw refusedSecret(use, 'link');
      } else {
        const phone = normalizePhone(body.phone) ?? '';
        use = isSmsCode(body.code)
          ? await context.secrets.useCode('reset', phone, body.code)
          : { status: 'wrong' };
        if (use.status !== 'ok') throw refusedSecret(use, 'code');
      }
      const playerId = use.playerId;
      if (playerId === null) throw refusedSecret({ status: 'unknown' }, 'link');
      await context.players.change(playerId, {
        passwordHash: await hashPassword(body.password),
        passwordChangedAt: context.clock(),
      });
      // Whoever knew the old password is signed out everywhere.
      await context.sessions.endAllOf(playerId, 'password-changed');
      request.log.info({ userId: playerId }, 'auth: password reset');
      return { success: true as const };
    },
  );

  app.post(
    '/activate',
    {
      schema: {
        body: ActivateBodySchema,
        response: {
          200: ActivateAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) {
        const use = await context.secrets.useToken('activate_email', body.token);
        if (use.status !== 'ok' || use.playerId === null) throw refusedSecret(use, 'link');
        const player = await context.players.byId(use.playerId);
        if (player === null || player.email !== use.payload['email']) {
          throw refusedSecret({ status: 'unknown' }, 'link');
        }
        const changed = await context.players.change(player.id, {
          emailConfirmed: true,
          activationType: activationTypeAfterEmailAdded(player.activationType),
        });
        return {
          success: true as const,
          userId: player.id,
          activation_type: changed?.activationType ?? player.activationType,
        };
      }
      const playerId = await sessionPlayerId(request);
      const player = await confirmPhone(context, playerId, body.phone, body.code, 'activate_phone');
      return { success: true as const, userId: player.id, activation_type: player.activationType };
    },
  );
  done();
};
