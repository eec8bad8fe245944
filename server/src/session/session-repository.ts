import type { SessionEndReason } from '@betshell/domain/auth';
import { perDatabase } from '../db/cached-reading';
import type { Database, Queryable } from '../db/database';
import { createKeptRows, followDrops } from '../db/kept-rows';

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
  /** The session `byId` would answer from memory now, without a promise; undefined when it must read. */
  keptById(id: string): StoredSession | undefined;
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

/**
 * How long a session row read from the table is trusted in memory when nothing in this process
 * changed it. Every end (logout, password change, operator, self-exclusion, session limit,
 * expiry) drops the row at once: here when made through this server, and in every other instance
 * on the same database through the notification it sends (followSessionEnds). This time bounds
 * what a lost notification costs, and any change made by hand in the table.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
/** Rows kept at most; the least recently used goes first. */
const SESSION_CACHE_SIZE = 10_000;

const keptSessionsOf = perDatabase((_db: Queryable) =>
  createKeptRows<string, StoredSession>({ max: SESSION_CACHE_SIZE, ttlMs: SESSION_CACHE_TTL_MS }),
);

/** Drops every kept session row of `db`, as if they had all been written by someone else. */
export function forgetSessions(db: Queryable): void {
  keptSessionsOf(db).drop(null);
}

/** The channel every end of a session is announced on, its id as the payload. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * Drops a session from this instance's memory the moment any instance on the database ends it,
 * so a session ended on one is refused by all at once; when notifications may have been missed,
 * every kept session. `dropped` hears each drop (tests). Answers how to stop following.
 */
export function followSessionEnds(
  db: Database,
  dropped: (id: string | null) => void = () => undefined,
): Promise<() => Promise<void>> {
  return followDrops(db, SESSION_ENDED_CHANNEL, keptSessionsOf(db), (id) => id, dropped);
}

function storedSessionOf(row: SessionRow): StoredSession {
  return {
    id: row.id,
    playerId: Number(row.player_id),
    createdAt: new Date(row.created_at),
    lastActiveAt: new Date(row.last_active_at),
    persistent: row.persistent,
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    endReason: row.end_reason,
  };
}

/**
 * The sessions table. `byId` answers from memory (see SESSION_CACHE_TTL_MS) so that the calls a
 * page makes per second (the token, limits, balance) do not each read the row; unknown ids are
 * never kept, so random cookies cannot fill the memory.
 */
export function createSessionRepository(db: Queryable): SessionRepository {
  const kept = keptSessionsOf(db);
  return {
    async add(session) {
      await db.query(
        `insert into sessions (id, player_id, created_at, last_active_at, persistent, address)
         values ($1, $2, $3, $3, $4, $5)`,
        [session.id, session.playerId, session.createdAt, session.persistent, session.address],
      );
    },
    keptById: (id) => kept.peek(id),
    async byId(id) {
      const session = await kept.get(id, async () => {
        const [row] = await db.query<SessionRow>('select * from sessions where id = $1', [id]);
        return row === undefined ? undefined : storedSessionOf(row);
      });
      return session ?? null;
    },
    async touch(id, at) {
      await db.query(
        'update sessions set last_active_at = greatest(last_active_at, $2) where id = $1 and ended_at is null',
        [id, at],
      );
      kept.update(id, (session) =>
        session.endedAt === null && session.lastActiveAt < at
          ? { ...session, lastActiveAt: at }
          : session,
      );
    },
    // Each end is announced at its commit (followSessionEnds), through whichever transport.
    async end(id, at, reason) {
      const ended = await db.query<{ id: string }>(
        `update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null
         returning id`,
        [id, at, reason],
      );
      await db.notify(
        SESSION_ENDED_CHANNEL,
        ended.map((row) => row.id),
      );
      kept.drop(id);
    },
    async endAllOf(playerId, at, reason, except) {
      const rows = await db.query<{ id: string }>(
        `update sessions set ended_at = $2, end_reason = $3
         where player_id = $1 and ended_at is null and id <> coalesce($4, '')
         returning id`,
        [playerId, at, reason, except ?? null],
      );
      await db.notify(
        SESSION_ENDED_CHANNEL,
        rows.map((row) => row.id),
      );
      for (const { id } of rows) kept.drop(id);
      return rows.length;
    },
  };
}
