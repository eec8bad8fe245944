import { activationTypeAfterEmailAdded, normalizeEmail } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BindPhoneBodySchema,
  ChangePasswordBodySchema,
  PasswordBodySchema,
  ProtectionSchema,
  SecureQuestionBodySchema,
  SetEmailBodySchema,
  TwoFactorCodeBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorOffBodySchema,
} from '@betshell/api-contract';
import type { AuthContext } from '../auth/auth-context';
import { sendEmailActivation } from '../auth/activation-messages';
import { messageLanguageOf } from '../messages/message-language';
import { confirmPhone } from '../auth/confirm-phone';
import { assertPasswordAcceptable, hashPassword } from '../auth/passwords';
import { assertPlayerPassword } from '../auth/password-recheck';
import { assertTwoFactorCode, newTwoFactorSecret } from '../auth/two-factor';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { Player } from '../players/player-repository';
import { buildUserConfig } from '../user-config/build-user-config';

export interface OfficeSecurityRoutesOptions {
  readonly context: AuthContext;
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  451: ErrorBodySchema,
};

/**
 * The office security page's API under /web-api/office/security (the paths are ours): change the
 * password, two-factor enrolment (start, confirm with a code) and turning it off, binding a
 * phone, setting the e-mail, the secure question. Each needs a signed-in player with confirmed
 * terms, and a proof (the password or a code) so that an open browser alone cannot take the
 * account over. Each answers the new protection level and methods.
 */
export const officeSecurityRoutes: FastifyPluginCallbackTypebox<OfficeSecurityRoutesOptions> = (
  app,
  { context },
  done,
) => {
  const preHandler = [app.requirePlayer, app.requireConfirmedTerms];

  async function playerOf(request: FastifyRequest): Promise<Player> {
    const player = await context.players.byId(request.player!.userId);
    if (player === null) throw new ApiError(401, 'UNAUTHORIZED', 'The account no longer exists');
    return player;
  }
  const assertPassword = (request: FastifyRequest, player: Player, password: string) =>
    assertPlayerPassword(context, request, player, password);
  const protection = (player: Player) => {
    const config = buildUserConfig(player, context.clock(), 0);
    return {
      protection_level: config.protection_level,
      protection_methods: { ...config.protection_methods },
    };
  };
  const changed = async (id: number) => protection((await context.players.byId(id))!);

  app.post(
    '/office/security/password',
    {
      preHandler,
      schema: {
        body: ChangePasswordBodySchema,
        response: { 200: ProtectionSchema, ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      await assertPassword(request, player, request.body.oldPassword);
      assertPasswordAcceptable(request.body.newPassword);
      await context.players.change(player.id, {
        passwordHash: await hashPassword(request.body.newPassword),
        passwordChangedAt: context.clock(),
      });
      // Other browsers signed in with the old password are signed out; this one stays.
      await context.sessions.endAllOf(player.id, 'password-changed', request.player!.sessionId);
      return changed(player.id);
    },
  );

  app.post(
    '/office/security/two-factor/start',
    {
      preHandler,
      schema: {
        body: PasswordBodySchema,
        response: {
          200: TwoFactorEnrolmentSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const player = await playerOf(request);
      await assertPassword(request, player, request.body.password);
      if (player.twoFactorSecret !== null) {
        throw new ApiError(409, 'TWO_FACTOR_ON', 'Two-factor authentication is already on');
      }
      const enrolment = newTwoFactorSecret(player.email ?? String(player.id));
      await context.players.change(player.id, { twoFactorPendingSecret: enrolment.secret });
      return enrolment;
    },
  );

  app.post(
    '/office/security/two-factor/confirm',
    {
      preHandler,
      schema: { body: TwoFactorCodeBodySchema, response: { 200: ProtectionSchema, ...errors } },
    },
    async (request) => {
      const player = await playerOf(request);
      const pending = player.twoFactorPendingSecret;
      if (pending === null)
        throw new ApiError(400, 'NO_TWO_FACTOR_ENROLMENT', 'Start the enrolment first');
      assertTwoFactorCode(pending, request.body.code, context.clock());
      await context.players.change(player.id, {
        twoFactorSecret: pending,
        twoFactorPendingSecret: null,
      });
      return changed(player.id);
    },
  );

  app.post(
    '/office/security/two-factor/off',
    {
      preHandler,
      schema: {
        body: TwoFactorOffBodySchema,
        response: { 200: ProtectionSchema, ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      await assertPassword(request, player, request.body.password);
      if (player.twoFactorSecret === null)
        throw new ApiError(409, 'TWO_FACTOR_OFF', 'Two-factor authentication is off');
      assertTwoFactorCode(player.twoFactorSecret, request.body.code, context.clock());
      await context.players.change(player.id, {
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
      });
      return changed(player.id);
    },
  );

  // The code comes from POST /auth-api/v1/sms with purpose bind_phone.
  app.post(
    '/office/security/phone',
    {
      preHandler,
      schema: {
        body: BindPhoneBodySchema,
        response: { 200: ProtectionSchema, ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      await confirmPhone(context, player.id, request.body.phone, request.body.code, 'bind_phone');
      return changed(player.id);
    },
  );

  app.post(
    '/office/security/email',
    {
      preHandler,
      schema: {
        body: SetEmailBodySchema,
        response: { 200: ProtectionSchema, ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      await assertPassword(request, player, request.body.password);
      const email = normalizeEmail(request.body.email);
      if (email === null)
        throw new ApiError(400, 'INVALID_EMAIL', 'email is not an e-mail address');
      const owner = await context.players.byEmail(email);
      if (owner !== null && owner.id !== player.id) {
        throw new ApiError(409, 'EMAIL_TAKEN', 'This e-mail belongs to another account');
      }
      if (player.email === email && player.emailConfirmed) return protection(player);
      const updated = await context.players.change(player.id, {
        email,
        emailConfirmed: false,
        activationType:
          player.email === null
            ? activationTypeAfterEmailAdded(player.activationType)
            : player.activationType,
      });
      await sendEmailActivation(context, updated ?? player, email, messageLanguageOf(request));
      return changed(player.id);
    },
  );

  app.post(
    '/office/security/secure-question',
    {
      preHandler,
      schema: {
        body: SecureQuestionBodySchema,
        response: { 200: ProtectionSchema, ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      await assertPassword(request, player, request.body.password);
      await context.players.change(player.id, {
        secureQuestion: request.body.question.trim(),
        // Hashed like a password, and compared in lower case without spaces around.
        secureAnswerHash: await hashPassword(request.body.answer.trim().toLowerCase()),
      });
      return changed(player.id);
    },
  );
  done();
};
