import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { randomToken } from '../auth/hash-secret';

/** What the bearer token says: the player and the server session it was issued from. */
export interface AccessClaims {
  readonly userId: number;
  readonly sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string, now: Date): Promise<AccessClaims | null>;
}

const ISSUER = 'betshell';
const AUDIENCE = 'betshell-web';

/**
 * HS256 JWTs with `exp` (spec/shell.md section 7; decisions.md, Sign-in). The key is JWT_SECRET,
 * or one the first instance generated and stored in server_secrets, so that every instance and
 * every restart signs with the same key.
 */
export async function createAccessTokens(
  db: Database,
  configuredSecret: string | undefined,
  ttlSeconds: number,
): Promise<AccessTokens> {
  const key = new TextEncoder().encode(configuredSecret ?? (await storedSecret(db, 'jwt_hs256')));
  return {
    async issue({ userId, sessionId }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          clockTolerance: 0,
        });
        const userId = Number(payload.sub);
        const sessionId = payload['sid'];
        if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return null;
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The named secret, created once under a lock so that two instances starting together agree. */
async function storedSecret(db: Database, name: string): Promise<string> {
  return db.withAdvisoryLock(`server_secret_${name}`, async () => {
    await db.query(
      'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
      [name, randomToken()],
    );
    const [row] = await db.query<{ value: string }>(
      'select value from server_secrets where name = $1',
      [name],
    );
    if (row === undefined) throw new Error(`server secret ${name} was not stored`);
    return row.value;
  });
}
