import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { AuthContext } from './auth-context';
import {
  LoginAnswerSchema,
  LoginBodySchema,
  RegistrationAnswerSchema,
  RegistrationBodySchema,
} from '@betshell/api-contract';
import { requireFingerprint } from './http/request-guards';
import { FINGERPRINT_HEADER } from '@betshell/domain';
import { hashSecret } from './hash-secret';
import { login } from './login-command';
import { register, type VerifySocialCredential } from './register-command';
import { storePlayerReferral } from '../referral/store-player-referral';
import type { SocialNetwork } from '@betshell/domain/auth';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface LoginRoutesOptions {
  readonly context: AuthContext;
  /** Null when Google one-tap is not configured. */
  readonly verifyGoogle: VerifySocialCredential | null;
}

/** decisions.md: POST /auth-api/v1/login (every form) and /register (every type). */
export const loginRoutes: FastifyPluginCallbackTypebox<LoginRoutesOptions> = (
  app,
  { context, verifyGoogle },
  done,
) => {
  // The limiter keys on the request; the account it names is known only once the body is read.
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const accountLimit = app.createRateLimit({
    max: context.settings.rateLimitPerAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `account:${accountKeys.get(request) ?? ''}`,
  });
  const limitAccount = async (request: FastifyRequest, accountKey: string) => {
    accountKeys.set(request, accountKey);
    const result = await accountLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many attempts for this account: wait and try again',
        {
          retryAfterSeconds: result.ttlInSeconds,
        },
      );
    }
  };

  // Registrations per address and per browser (auth-settings.ts gives the numbers): a script
  // opening accounts in bulk gets 429, a household or a shared address does not notice.
  const registrationKeys = new WeakMap<FastifyRequest, string>();
  const registrationLimit = (max: number) =>
    app.createRateLimit({
      max,
      timeWindow: 60 * 60_000,
      keyGenerator: (request) => `registration:${registrationKeys.get(request) ?? ''}`,
    });
  const registrationsByAddress = registrationLimit(context.settings.registrationsPerAddressPerHour);
  const registrationsByBrowser = registrationLimit(
    context.settings.registrationsPerFingerprintPerHour,
  );
  const limitRegistration = async (request: FastifyRequest) => {
    // The fingerprint token, not the visitor id: the id is made of a few browser traits that many
    // players share, the token is one browser's.
    const token = header(request, FINGERPRINT_HEADER);
    const checks = [
      { key: `address:${request.ip}`, limit: registrationsByAddress, whose: 'this address' },
      ...(token === undefined || token === ''
        ? []
        : [
            {
              key: `browser:${hashSecret(token)}`,
              limit: registrationsByBrowser,
              whose: 'this browser',
            },
          ]),
    ];
    for (const { key, limit, whose } of checks) {
      registrationKeys.set(request, key);
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(
          429,
          'TOO_MANY_REGISTRATIONS',
          `Too many accounts were opened from ${whose}: try again later`,
          { retryAfterSeconds: result.ttlInSeconds },
        );
      }
    }
  };

  app.post(
    '/login',
    {
      schema: {
        body: LoginBodySchema,
        response: {
          200: LoginAnswerSchema,
          400: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await requireFingerprint(context, request);
      return login(context, request, reply, request.body, limitAccount);
    },
  );

  const verifySocial = (network: SocialNetwork): VerifySocialCredential => {
    if (network === 'google' && verifyGoogle !== null) return verifyGoogle;
    return () =>
      Promise.reject(
        new ApiError(
          400,
          'SOCIAL_NETWORK_UNAVAILABLE',
          `Sign-in with ${network} is not configured`,
        ),
      );
  };

  app.post(
    '/register',
    {
      schema: {
        body: RegistrationBodySchema,
        response: {
          200: RegistrationAnswerSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await requireFingerprint(context, request);
      await limitRegistration(request);
      // The one-click password is in this answer only: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      const answer = await register(context, request, reply, request.body, verifySocial);
      await storePlayerReferral(context.database, context.siteConfig, request, answer.userId);
      return answer;
    },
  );
  done();
};
