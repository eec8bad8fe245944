import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { SecureDataAnswerSchema } from '@betshell/api-contract';
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { storedSecret } from '../session/access-token';

/** How long a grant lives: the access token's order of time, renewed at each sign-in or load. */
export const SECURE_DATA_GRANT_SECONDS = 15 * 60;

const ISSUER = 'betshell';
const AUDIENCE = 'betshell-grant';

export interface SecureData {
  /** The player's pseudonym: stable, and telling nothing of the account id without the key. */
  readonly ggru: string;
  /** A short-lived signed statement "this browser's player is signed in", for same-site parts. */
  readonly grant: string;
  readonly expiresIn: number;
}

export interface SecureDataService {
  issue(playerId: number, sessionId: string, now: Date): Promise<SecureData>;
  /** The player a genuine, unexpired grant names; null otherwise. */
  verifyGrant(grant: string, now: Date): Promise<number | null>;
}

/**
 * limits-coupon-signin.md section 7, "Secure data": "a call returns ggru and grant; cookies are set
 * from it", and nothing more. Ours (docs/sign-in.md): `ggru` is the player's pseudonym, an HMAC of
 * the account id under a server key, the same on every device, for the counters and partners that
 * must tell players apart without learning who they are; `grant` is an HS256 JWT naming the player
 * and the session, valid SECURE_DATA_GRANT_SECONDS, for the site's parts that read a cookie rather
 * than the bearer token. The key is its own (server_secrets `secure_data_hs256`).
 */
export async function createSecureDataService(database: Database): Promise<SecureDataService> {
  const secret = await storedSecret(database, 'secure_data_hs256');
  const key = new TextEncoder().encode(secret);
  return {
    async issue(playerId, sessionId, now) {
      const ggru = createHmac('sha256', secret)
        .update(`ggru:${playerId}`)
        .digest('hex')
        .slice(0, 32);
      const issuedAt = Math.floor(now.getTime() / 1000);
      const grant = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(playerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SECURE_DATA_GRANT_SECONDS)
        .sign(key);
      return { ggru, grant, expiresIn: SECURE_DATA_GRANT_SECONDS };
    },
    async verifyGrant(grant, now) {
      try {
        const { payload } = await jwtVerify(grant, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        const playerId = Number(payload.sub);
        return Number.isSafeInteger(playerId) && playerId > 0 ? playerId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export interface SecureDataRoutesOptions {
  readonly service: SecureDataService;
  readonly clock: Clock;
}

/** GET /web-api/user/secure-data (the path is ours, beside the other user calls). */
export const secureDataRoutes: FastifyPluginCallbackTypebox<SecureDataRoutesOptions> = (
  app,
  { service, clock },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.get(
    '/user/secure-data',
    { schema: { response: { 200: SecureDataAnswerSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { userId, sessionId } = request.player!;
      return service.issue(userId, sessionId, clock());
    },
  );
  done();
};
