import type { SessionEndReason } from '@betshell/domain/auth';
import type { Queryable } from '../db/database';

export interface StoredSession {
  /** SHA-256 of the cookie's token. */
  readonly id: string;
  readonly playerId: number;
  readonly createdAt: Date;
  readonly lastActiveAt: Date;
  readonly persistent: boolean;
  readonly endedAt: Date | null;
  readonly endReason: string | null;
}

/** Why a session ended: the domain's expiries, a logout, or what the server itself decides. */
export type StoredEndReason =
  | SessionEndReason
  | 'logout'
  | 'password-changed'
  | 'operator'
  | 'banned'
  | 'self-excluded'
  | 'session-limit';

export interface SessionRepository {
  add(session: {
    id: string;
    playerId: number;
    createdAt: Date;
    persistent: boolean;
    address: string;
  }): Promise<void>;
  byId(id: string): Promise<StoredSession | null>;
  touch(id: string, at: Date): Promise<void>;
  end(id: string, at: Date, reason: StoredEndReason): Promise<void>;
  /** Ends every live session of a player but `except`; answers how many ended. */
  endAllOf(playerId: number, at: Date, reason: StoredEndReason, except?: string): Promise<number>;
}

interface SessionRow {
  id: string;
  player_id: number;
  created_at: Date | string;
  last_active_at: Date | string;
  persistent: boolean;
  ended_at: Date | string | null;
  end_reason: string | null;
}

export function createSessionRepository(db: Queryable): SessionRepository {
  return {
    async add(session) {
      await db.query(
        `insert into sessions (id, player_id, created_at, last_active_at, persistent, address)
         values ($1, $2, $3, $3, $4, $5)`,
        [session.id, session.playerId, session.createdAt, session.persistent, session.address],
      );
    },
    async byId(id) {
      const [row] = await db.query<SessionRow>('select * from sessions where id = $1', [id]);
      return row === undefined
        ? null
        : {
            id: row.id,
            playerId: Number(row.player_id),
            createdAt: new Date(row.created_at),
            lastActiveAt: new Date(row.last_active_at),
            persistent: row.persistent,
            endedAt: row.ended_at === null ? null : new Date(row.ended_at),
            endReason: row.end_reason,
          };
    },
    async touch(id, at) {
      await db.query(
        'update sessions set last_active_at = greatest(last_active_at, $2) where id = $1 and ended_at is null',
        [id, at],
      );
    },
    async end(id, at, reason) {
      await db.query(
        'update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null',
        [id, at, reason],
      );
    },
    async endAllOf(playerId, at, reason, except) {
      const rows = await db.query(
        `update sessions set ended_at = $2, end_reason = $3
         where player_id = $1 and ended_at is null and id <> coalesce($4, '')
         returning id`,
        [playerId, at, reason, except ?? null],
      );
      return rows.length;
    },
  };
}
