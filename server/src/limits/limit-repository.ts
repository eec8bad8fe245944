import type { ChangeDirection, LimitState, LimitType } from '@betshell/domain/limits';
import type { LanguageCode } from '@betshell/domain';
import type { Queryable } from '../db/database';

/** The column of self_exclude_reasons that holds each site language's words. */
const REASON_COLUMNS: Readonly<Record<LanguageCode, string>> = {
  ru: 'reason_ru',
  en: 'reason_en',
  ua: 'reason_ua',
  kz: 'reason_kz',
  az: 'reason_az',
  uz: 'reason_uz',
};

export type CloseReason = 'replaced' | 'approved' | 'rejected' | 'cancelled' | 'lapsed' | 'ended';

/** One row of player_limits. */
export interface StoredLimit {
  readonly id: number;
  readonly playerId: number;
  readonly limitType: LimitType;
  readonly limitValue: number;
  readonly limitState: LimitState;
  readonly currency: string | null;
  readonly direction: ChangeDirection | null;
  readonly requestedAt: Date;
  readonly startedAt: Date;
  readonly endsAt: Date | null;
  readonly selfExcludeReasonId: number | null;
}

export interface NewLimit {
  readonly playerId: number;
  readonly limitType: LimitType;
  readonly limitValue: number;
  readonly limitState: 'ACTIVE' | 'PENDING';
  readonly currency: string | null;
  readonly direction: ChangeDirection | null;
  readonly requestedAt: Date;
  readonly startedAt: Date;
  readonly endsAt: Date | null;
  readonly selfExcludeReasonId: number | null;
}

export interface LimitRow {
  id: number | string;
  player_id: number | string;
  limit_type: number;
  limit_value: number | string;
  limit_state: LimitState;
  currency: string | null;
  direction: ChangeDirection | null;
  requested_at: Date | string;
  started_at: Date | string;
  ends_at: Date | string | null;
  self_exclude_reason_id: number | null;
}

export const toLimit = (row: LimitRow): StoredLimit => ({
  id: Number(row.id),
  playerId: Number(row.player_id),
  limitType: row.limit_type as LimitType,
  limitValue: Number(row.limit_value),
  limitState: row.limit_state,
  currency: row.currency,
  direction: row.direction,
  requestedAt: new Date(row.requested_at),
  startedAt: new Date(row.started_at),
  endsAt: row.ends_at === null ? null : new Date(row.ends_at),
  selfExcludeReasonId: row.self_exclude_reason_id,
});

/**
 * The statement of `limitRepository.settle`, with the player and the time at the parameters
 * named: placement runs it as a step of its own statement (coupon-repository.ts).
 */
export function settleSql(playerParam: string, nowParam: string): string {
  return `update player_limits set limit_state = 'INACTIVE', closed_at = ${nowParam},
         close_reason = case when limit_state = 'PENDING' then 'lapsed' else 'ended' end
       where player_id = ${playerParam} and limit_state in ('ACTIVE', 'PENDING')
         and ends_at is not null and ends_at <= ${nowParam}`;
}

export interface LimitProfile {
  readonly timeZone: string;
  readonly jurisdiction: string;
}

export const DEFAULT_LIMIT_PROFILE: LimitProfile = { timeZone: 'UTC', jurisdiction: 'default' };

/**
 * Storage of the limits (migration 0130). Every function takes the connection to run on, so the
 * service can run several of them in one transaction.
 */
export const limitRepository = {
  /**
   * Closes what time has closed: pending changes past their deadline (the old limit stays) and
   * self-exclusions and time-outs past their end. Run before every read that decides something.
   * Answers whether it closed any.
   */
  async settle(q: Queryable, playerId: number, now: Date): Promise<boolean> {
    const closed = await q.query(`${settleSql('$1', '$2')} returning id`, [playerId, now]);
    return closed.length > 0;
  },

  /** The ACTIVE and PENDING limits of a player, by type. */
  async open(q: Queryable, playerId: number): Promise<StoredLimit[]> {
    const rows = await q.query<LimitRow>(
      `select * from player_limits where player_id = $1 and limit_state in ('ACTIVE', 'PENDING')
       order by limit_type, limit_state`,
      [playerId],
    );
    return rows.map(toLimit);
  },

  /**
   * Locks the player's row for a change of their limits or a placement, so two requests cannot both
   * pass a check. For no key update, not for update: rows that refer to the player (a coupon, a
   * limit, and an account updated twice in one transaction, whose foreign key is then checked) take
   * a key-share lock on it, which this does not block. With for update, a result crediting a
   * player's account twice waited for a placement of that player, which waited for the result's
   * event: a deadlock.
   */
  async lockPlayer(q: Queryable, playerId: number): Promise<void> {
    await q.query('select id from players where id = $1 for no key update', [playerId]);
  },

  async add(q: Queryable, limit: NewLimit): Promise<void> {
    await q.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         direction, requested_at, started_at, ends_at, self_exclude_reason_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        limit.playerId,
        limit.limitType,
        limit.limitValue,
        limit.limitState,
        limit.currency,
        limit.direction,
        limit.requestedAt,
        limit.startedAt,
        limit.endsAt,
        limit.selfExcludeReasonId,
      ],
    );
  },

  async close(q: Queryable, id: number, reason: CloseReason, now: Date): Promise<void> {
    await q.query(
      `update player_limits set limit_state = 'INACTIVE', closed_at = $2, close_reason = $3
       where id = $1`,
      [id, now, reason],
    );
  },

  /** A confirmed pending change becomes the ACTIVE limit from now on. */
  async activate(q: Queryable, id: number, now: Date): Promise<void> {
    await q.query(
      `update player_limits set limit_state = 'ACTIVE', started_at = $2, ends_at = null
       where id = $1`,
      [id, now],
    );
  },

  async profile(q: Queryable, playerId: number): Promise<LimitProfile> {
    const [row] = await q.query<{ time_zone: string; jurisdiction: string }>(
      'select time_zone, jurisdiction from player_limit_profiles where player_id = $1',
      [playerId],
    );
    return row === undefined
      ? DEFAULT_LIMIT_PROFILE
      : { timeZone: row.time_zone, jurisdiction: row.jurisdiction };
  },

  async setProfile(q: Queryable, playerId: number, profile: LimitProfile): Promise<void> {
    await q.query(
      `insert into player_limit_profiles (player_id, time_zone, jurisdiction) values ($1, $2, $3)
       on conflict (player_id) do update set time_zone = $2, jurisdiction = $3`,
      [playerId, profile.timeZone, profile.jurisdiction],
    );
  },

  async addAssessment(
    q: Queryable,
    tokenGuid: string,
    playerId: number,
    limits: unknown,
    now: Date,
  ): Promise<void> {
    await q.query(
      `insert into limit_self_assessments (token_guid, player_id, limits, created_at)
       values ($1, $2, $3, $4)`,
      [tokenGuid, playerId, JSON.stringify(limits), now],
    );
  },

  /** Takes an unused assessment of the player once: answers its limits, or null. */
  async takeAssessment(
    q: Queryable,
    tokenGuid: string,
    playerId: number,
    now: Date,
  ): Promise<unknown> {
    const [row] = await q.query<{ limits: unknown }>(
      `update limit_self_assessments set used_at = $3
       where token_guid = $1 and player_id = $2 and used_at is null
       returning limits`,
      [tokenGuid, playerId, now],
    );
    if (row === undefined) return null;
    return typeof row.limits === 'string' ? (JSON.parse(row.limits) as unknown) : row.limits;
  },

  async usedSeconds(q: Queryable, playerId: number, day: string): Promise<number> {
    const [row] = await q.query<{ used_seconds: number }>(
      'select used_seconds from session_limit_usage where player_id = $1 and day = $2',
      [playerId, day],
    );
    return row?.used_seconds ?? 0;
  },

  async addUsedSeconds(
    q: Queryable,
    playerId: number,
    day: string,
    seconds: number,
  ): Promise<number> {
    const [row] = await q.query<{ used_seconds: number }>(
      `insert into session_limit_usage (player_id, day, used_seconds) values ($1, $2, $3)
       on conflict (player_id, day)
         do update set used_seconds = session_limit_usage.used_seconds + $3
       returning used_seconds`,
      [playerId, day, seconds],
    );
    return row?.used_seconds ?? seconds;
  },

  /** Records this ping of the session and answers the previous one's time, or null. */
  async swapLastPing(q: Queryable, sessionId: string, now: Date): Promise<Date | null> {
    const [previous] = await q.query<{ last_ping_at: Date | string }>(
      'select last_ping_at from limit_session_pings where session_id = $1 for update',
      [sessionId],
    );
    await q.query(
      `insert into limit_session_pings (session_id, last_ping_at) values ($1, $2)
       on conflict (session_id) do update set last_ping_at = $2`,
      [sessionId, now],
    );
    return previous === undefined ? null : new Date(previous.last_ping_at);
  },

  async reasons(
    q: Queryable,
    language: LanguageCode,
  ): Promise<{ id: number; selfExcludeReason: string }[]> {
    // The column is chosen from the six site languages only, never from the request's text.
    const column = REASON_COLUMNS[language];
    const rows = await q.query<{ id: number; reason: string }>(
      `select id, ${column} as reason from self_exclude_reasons order by id`,
    );
    return rows.map((row) => ({ id: row.id, selfExcludeReason: row.reason }));
  },

  async reasonExists(q: Queryable, id: number): Promise<boolean> {
    const rows = await q.query('select 1 from self_exclude_reasons where id = $1', [id]);
    return rows.length > 0;
  },
};
