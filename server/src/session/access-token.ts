import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
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
  /**
   * Without a promise, for the calls of an open page that come again and again: the token `issue`
   * would answer, and the claims `verify` would, when this instance has it in memory; else
   * undefined (the promise then decides).
   */
  keptIssue(claims: AccessClaims, now: Date): string | undefined;
  keptVerify(token: string, now: Date): AccessClaims | undefined;
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
  // HS256 over the same claims gives the same token, and the claims only change once a second
  // (iat and exp are whole seconds): a session asking again within its second gets the very token
  // signing would give, without signing again. Keyed by the whole claims, so nothing else is reused.
  const signed = new LRUCache<string, string>({ max: 10_000 });
  // A token verified once stays genuine (its signature is over its own bytes, with our key) and
  // only its exp can end it: every bearer call (limits, bets) of the same token skips the HMAC and
  // the JSON parsing. Keyed by the whole token, so a changed byte is verified afresh.
  const verified = new LRUCache<string, { readonly claims: AccessClaims; readonly exp: number }>({
    max: 10_000,
  });

  const claimsKeyOf = ({ userId, sessionId }: AccessClaims, now: Date) => {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return {
      issuedAt,
      expiresAt: issuedAt + ttlSeconds,
      key: `${userId} ${sessionId} ${issuedAt}`,
    };
  };
  const keptVerify = (token: string, now: Date) => {
    const known = verified.get(token);
    // As jose decides with clockTolerance 0: expired once exp <= now in whole seconds.
    return known !== undefined && known.exp > Math.floor(now.getTime() / 1000)
      ? known.claims
      : undefined;
  };

  return {
    keptIssue: (claims, now) => signed.get(claimsKeyOf(claims, now).key),
    keptVerify,
    async issue({ userId, sessionId }, now) {
      const { issuedAt, expiresAt, key: claimsKey } = claimsKeyOf({ userId, sessionId }, now);
      const known = signed.get(claimsKey);
      if (known !== undefined) return { token: known, expiresAt: new Date(expiresAt * 1000) };
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      signed.set(claimsKey, token);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token, now) {
      const known = keptVerify(token, now);
      if (known !== undefined) return known;
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
        const claims = { userId, sessionId };
        // Our tokens always carry exp; one without it is not kept.
        if (typeof payload.exp === 'number') verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The named secret, created once under a lock so that two instances starting together agree. */
export async function storedSecret(db: Database, name: string): Promise<string> {
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
