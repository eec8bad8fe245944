import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Clock } from '../auth/clock';
import { hashSecret, randomToken } from '../auth/hash-secret';

/** A fingerprint token lives a day; the browser refreshes it when a call answers code 120. */
export const FINGERPRINT_LIFETIME_MS = 24 * 3_600_000;

export interface IssuedFingerprint {
  readonly token: string;
  readonly expiresAt: Date;
  /** `data` of the answer: the visitor id derived from the components the browser sent. */
  readonly visitorId: string;
}

export interface FingerprintService {
  issue(componentsData: unknown): Promise<IssuedFingerprint>;
  isValid(token: string | undefined): Promise<boolean>;
}

/**
 * Fingerprint records (limits-coupon-signin.md section 3: token, expiresAt, componentsData). The
 * components are reduced to a visitor id (SHA-256 of their JSON) and not stored themselves: they
 * describe the player's device, and the id is all the server compares.
 */
export function createFingerprintService(db: Queryable, clock: Clock): FingerprintService {
  return {
    async issue(componentsData) {
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + FINGERPRINT_LIFETIME_MS);
      const visitorId = createHash('sha256')
        .update(JSON.stringify(componentsData ?? null))
        .digest('hex')
        .slice(0, 32);
      await db.query(
        `insert into fingerprints (token_hash, visitor_id, created_at, expires_at)
         values ($1, $2, $3, $4)`,
        [hashSecret(token), visitorId, now, expiresAt],
      );
      return { token, expiresAt, visitorId };
    },
    async isValid(token) {
      if (token === undefined || token === '') return false;
      const rows = await db.query(
        'select 1 from fingerprints where token_hash = $1 and expires_at > $2',
        [hashSecret(token), clock()],
      );
      return rows.length > 0;
    },
  };
}
