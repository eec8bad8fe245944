import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { captchaRoutes } from '../captcha/captcha-routes';
import type { Database } from '../db/database';
import { fingerprintRoutes } from '../fingerprint/fingerprint-routes';
import { geoRoutes } from '../geo/geo-routes';
import { ApiError } from '../http/api-error';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { officeSecurityRoutes } from '../office-security/office-security-routes';
import { authSessionRoutes, webSessionRoutes } from '../session/session-routes';
import { createGoogleCredentialVerifier } from '../social/google-credential-verifier';
import { googleOneTapRoutes } from '../social/google-one-tap-routes';
import { termsRoutes } from '../user-config/terms-routes';
import { userConfigRoutes } from '../user-config/user-config-routes';
import { userTransferRoutes } from '../user-transfer/user-transfer-routes';
import { followSessionEnds } from '../session/session-repository';
import { createAuthContext } from './auth-context';
import type { AuthSettings } from './auth-settings';
import type { Clock } from './clock';
import { codeRoutes } from './code-routes';
import { authenticatePlugin } from './http/authenticate-plugin';
import { csrfPlugin } from './http/csrf-plugin';
import { rateLimitRedis, sharedRateLimitStore } from './http/shared-rate-limit-store';
import { loginRoutes } from './login-routes';

export interface AuthServicesOptions {
  readonly database: Database;
  readonly settings: AuthSettings;
  readonly clock: Clock;
  /** Development mode: outbox messages are logged in full. */
  readonly development: boolean;
}

/**
 * Sign-in, registration and the session: the cookie, CSRF and rate-limit plumbing, the
 * authentication decorators other services reuse (authenticate-plugin.ts), and the routes under
 * /auth-api/v1, /web-api and /social-api.
 */
export const authServicesPlugin = fp<AuthServicesOptions>(
  async (app, options) => {
    const { database, settings, clock } = options;
    if (!app.hasPlugin('@fastify/cookie')) await app.register(cookie);
    await app.register(csrfPlugin, { secureCookies: settings.secureCookies });

    const redis =
      settings.redisUrl === undefined ? undefined : rateLimitRedis(settings.redisUrl, app.log);
    if (redis !== undefined) {
      app.addHook('onClose', (_instance, done) => {
        redis.disconnect();
        done();
      });
    }
    await app.register(rateLimit, {
      global: false,
      // The store falls back to the database while Redis is out of reach, so an error here means
      // the database is out too; the call then fails on its own queries with 503.
      skipOnError: true,
      store: sharedRateLimitStore({ redis, database, clock }),
    });

    const context = await createAuthContext({
      database,
      clock,
      settings,
      log: app.log,
      showOutboxBodies: options.development,
    });
    await app.register(authenticatePlugin, { context });
    // A session ended through another instance on the database is refused here at once.
    const stopFollowing = await followSessionEnds(database);
    app.addHook('onClose', async () => {
      await stopFollowing();
    });
    const verifyGoogle = await createGoogleCredentialVerifier(settings, clock);

    // Per address, on every call that guesses or sends something: scripts get 429, not answers.
    const addressLimit = app.createRateLimit({
      max: settings.rateLimitPerAddressPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `address:${request.ip}`,
    });
    const limitByAddress = (scope: FastifyInstance) =>
      scope.addHook('onRequest', async (request: FastifyRequest) => {
        const result = await addressLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new ApiError(
            429,
            'TOO_MANY_REQUESTS',
            'Too many calls from this address: wait a minute',
            {
              retryAfterSeconds: result.ttlInSeconds,
            },
          );
        }
      });

    await app.register(
      async (authApi) => {
        // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
        authApi.setValidatorCompiler(typeboxValidatorCompiler);
        limitByAddress(authApi);
        await authApi.register(loginRoutes, { context, verifyGoogle });
        await authApi.register(codeRoutes, { context });
      },
      { prefix: '/auth-api/v1' },
    );
    // The session check is polled by every open tab (spec: every 60 s), and players behind one
    // address would share a budget: it and disconnect stay outside the per-address limit.
    await app.register(authSessionRoutes, { prefix: '/auth-api/v1', context });
    await app.register(
      async (webApi) => {
        // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
        webApi.setValidatorCompiler(typeboxValidatorCompiler);
        await webApi.register(webSessionRoutes, { context });
        await webApi.register(userConfigRoutes, { context });
        await webApi.register(termsRoutes, { context });
        await webApi.register(geoRoutes);
        await webApi.register(officeSecurityRoutes, { context });
        await webApi.register(userTransferRoutes, { context });
        await webApi.register(async (limited) => {
          limitByAddress(limited);
          await limited.register(captchaRoutes, { context });
          await limited.register(fingerprintRoutes, { context });
        });
      },
      { prefix: '/web-api' },
    );
    await app.register(
      async (socialApi) => {
        // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
        socialApi.setValidatorCompiler(typeboxValidatorCompiler);
        limitByAddress(socialApi);
        await socialApi.register(googleOneTapRoutes, { context, verifyGoogle });
      },
      { prefix: '/social-api' },
    );
  },
  { name: 'auth-services', fastify: '5.x' },
);
