import { pathInLanguage, type LanguageCode } from '@betshell/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { storedSecret } from '../session/access-token';

const ISSUER = 'betshell';
const AUDIENCE = 'betshell-mail';
/** The one thing such a token allows: it is refused for anything else, and other tokens here. */
export const STOP_NEWSLETTER_PURPOSE = 'stopnewsletter';

/** The signed links of the letters' stop-newsletter line. */
export interface StopNewsletterLinks {
  /** The link for one player's letter, on the site's stopnewsletter page in the letter's language. */
  linkFor(playerId: number, lng: LanguageCode): Promise<string>;
  /** The player a genuine token names; null for a tampered, foreign or malformed one. */
  verify(token: string): Promise<number | null>;
}

/**
 * HS256 JWTs naming the player (`sub`) and the purpose, with no expiry: a letter read a year later
 * must still stop the newsletter, and all the link can do is turn letters off. Signed with a key
 * of their own (server_secrets `stopnewsletter_hs256`, made by the first instance), so an access
 * token can never pass as one, nor one as an access token.
 */
export async function createStopNewsletterLinks(database: Database): Promise<StopNewsletterLinks> {
  const key = new TextEncoder().encode(await storedSecret(database, 'stopnewsletter_hs256'));
  return {
    async linkFor(playerId, lng) {
      const token = await new SignJWT({ purpose: STOP_NEWSLETTER_PURPOSE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(playerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(key);
      return `${pathInLanguage('/stopnewsletter', lng)}?token=${encodeURIComponent(token)}`;
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const playerId = Number(payload.sub);
        if (payload['purpose'] !== STOP_NEWSLETTER_PURPOSE || !Number.isSafeInteger(playerId)) {
          return null;
        }
        return playerId > 0 ? playerId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
