import { ONE_TIME_SECRET, type OneTimePurpose } from '@betshell/domain/auth';
import type { Queryable } from '../db/database';
import type { Clock } from '../auth/clock';
import { hashSecret } from '../auth/hash-secret';

/** What using a code or a link came to. */
export type SecretUse =
  | {
      readonly status: 'ok';
      readonly playerId: number | null;
      readonly payload: Readonly<Record<string, unknown>>;
    }
  | { readonly status: 'wrong' | 'expired' | 'used' | 'unknown' };

export interface OneTimeSecrets {
  /** Stores the secret's hash for `purpose` and `target`; earlier unused ones stay valid. */
  issue(entry: {
    purpose: OneTimePurpose;
    target: string;
    secret: string;
    lifetimeMs: number;
    playerId?: number | null;
    payload?: Record<string, unknown>;
  }): Promise<void>;
  /**
   * A six-digit code for a target: the newest unused code is tried. Every try counts, counted
   * before the comparison; after codeMaxAttempts tries the code is spent.
   */
  useCode(purpose: OneTimePurpose, target: string, code: string): Promise<SecretUse>;
  /** A link's token: found by its hash alone (the token is the proof), used once. */
  useToken(purpose: OneTimePurpose, token: string): Promise<SecretUse>;
  /** When the newest code for this target was issued, to space out SMS. */
  lastIssuedAt(purpose: OneTimePurpose, target: string): Promise<Date | null>;
}

interface SecretRow {
  id: number;
  secret_hash: string;
  player_id: number | null;
  payload: Record<string, unknown>;
  expires_at: Date | string;
  attempts: number;
  used_at: Date | string | null;
}

export function createOneTimeSecrets(db: Queryable, clock: Clock): OneTimeSecrets {
  /** Marks the row used only if nobody used it meanwhile: a code serves one request only. */
  async function claim(row: SecretRow): Promise<SecretUse> {
    const used = await db.query(
      'update one_time_secrets set used_at = $2 where id = $1 and used_at is null returning id',
      [row.id, clock()],
    );
    if (used.length === 0) return { status: 'used' };
    return {
      status: 'ok',
      playerId: row.player_id === null ? null : Number(row.player_id),
      payload: row.payload,
    };
  }

  /** Why the newest code for a target could not be tried. */
  async function refusal(purpose: OneTimePurpose, target: string): Promise<SecretUse> {
    const [row] = await db.query<SecretRow>(
      `select * from one_time_secrets where purpose = $1 and target = $2
       order by id desc limit 1`,
      [purpose, target],
    );
    if (row === undefined) return { status: 'unknown' };
    if (row.used_at !== null || row.attempts >= ONE_TIME_SECRET.codeMaxAttempts) {
      return { status: 'used' };
    }
    return { status: 'expired' };
  }

  return {
    async issue({ purpose, target, secret, lifetimeMs, playerId = null, payload = {} }) {
      const now = clock();
      await db.query(
        `insert into one_time_secrets
           (purpose, target, secret_hash, player_id, payload, created_at, expires_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
        [
          purpose,
          target,
          hashSecret(secret),
          playerId,
          JSON.stringify(payload),
          now,
          new Date(now.getTime() + lifetimeMs),
        ],
      );
    },

    async useCode(purpose, target, code) {
      // The try is counted before the code is compared, in one statement, and only while the
      // newest code has tries left: a burst of parallel guesses gets codeMaxAttempts comparisons,
      // never more.
      const [row] = await db.query<SecretRow>(
        `update one_time_secrets set attempts = attempts + 1
          where id = (select id from one_time_secrets where purpose = $1 and target = $2
                       order by id desc limit 1)
            and used_at is null and attempts < $3 and expires_at > $4
          returning *`,
        [purpose, target, ONE_TIME_SECRET.codeMaxAttempts, clock()],
      );
      if (row === undefined) return refusal(purpose, target);
      return row.secret_hash === hashSecret(code) ? claim(row) : { status: 'wrong' };
    },

    async useToken(purpose, token) {
      const [row] = await db.query<SecretRow>(
        'select * from one_time_secrets where purpose = $1 and secret_hash = $2',
        [purpose, hashSecret(token)],
      );
      if (row === undefined) return { status: 'unknown' };
      if (row.used_at !== null) return { status: 'used' };
      if (new Date(row.expires_at) <= clock()) return { status: 'expired' };
      return claim(row);
    },

    async lastIssuedAt(purpose, target) {
      const [row] = await db.query<{ created_at: Date | string }>(
        `select created_at from one_time_secrets where purpose = $1 and target = $2
         order by id desc limit 1`,
        [purpose, target],
      );
      return row === undefined ? null : new Date(row.created_at);
    },
  };
}
