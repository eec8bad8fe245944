import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { inactivityLimitMs, sessionEndReason, type SessionEndReason } from '@betshell/domain/auth';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database';
import type { Clock } from '../auth/clock';
import { hashSecret, randomToken } from '../auth/hash-secret';
import { createSiteConfigRepository } from '../site-config/site-config-repository';
import {
  createSessionRepository,
  type SessionRepository,
  type StoredEndReason,
  type StoredSession,
} from './session-repository';

/**
 * The stored id (SHA-256) of recently seen session cookies (every signed-in call hashed
 * its cookie again). The hash of a value never changes, so the cache needs no dropping; it holds
 * only cookies of the length this server issues or less (randomToken: 43 characters), so a flood
 * of long made-up cookies cannot fill memory, and at most SESSION_ID_CACHE_SIZE of them.
 */
const SESSION_ID_CACHE_SIZE = 10_000;
const SESSION_ID_CACHE_MAX_TOKEN_LENGTH = 64;
const sessionIds = new LRUCache<string, string>({ max: SESSION_ID_CACHE_SIZE });

/** The stored id of a session token, remembered for the tokens of recent calls. */
export function sessionIdOf(token: string): string {
  if (token.length > SESSION_ID_CACHE_MAX_TOKEN_LENGTH) return hashSecret(token);
  let id = sessionIds.get(token);
  if (id === undefined) {
    id = hashSecret(token);
    sessionIds.set(token, id);
  }
  return id;
}

/** The smallest step by which a session's stored last activity moves (see check below). */
export const SESSION_TOUCH_INTERVAL_MS = 5_000;

/** A session that lives, with the limits that apply to it now. */
export interface LiveSession {
  readonly id: string;
  readonly playerId: number;
  readonly createdAt: Date;
  readonly lastActiveAt: Date;
  readonly persistent: boolean;
  readonly inactivityMs: number;
  readonly absoluteMs: number;
}

/** What a session token leads to: a live session, or why there is none. */
export type SessionLookup =
  | { readonly status: 'live'; readonly session: LiveSession }
  | { readonly status: 'ended'; readonly reason: string }
  | { readonly status: 'unknown' };

export interface SessionService {
  /** Starts a session; answers the token for the cookie (only its hash is stored). */
  start(playerId: number, options: { persistent: boolean; address: string }): Promise<string>;
  /**
   * The session of a cookie token. A session found past its inactivity or absolute limit is ended
   * here, with its reason, so the next look-up answers why. With `active`, the call counts as the
   * player's activity.
   */
  lookup(token: string | undefined, options: { active: boolean }): Promise<SessionLookup>;
  /** The same, by the stored id a bearer token names. */
  lookupById(id: string, options: { active: boolean }): Promise<SessionLookup>;
  /**
   * What `lookup` would answer, without a promise, when the session and the site config are in
   * memory and the look-up writes nothing (no end, no activity due to be stored); else undefined.
   * Every signed-in call of an open page asks, most of them within a second of the last.
   */
  keptLookup(token: string | undefined, options: { active: boolean }): SessionLookup | undefined;
  /** The same, by the stored id a bearer token names. */
  keptLookupById(id: string, options: { active: boolean }): SessionLookup | undefined;
  end(id: string, reason: StoredEndReason): Promise<void>;
  endAllOf(playerId: number, reason: StoredEndReason, except?: string): Promise<number>;
  readonly repository: SessionRepository;
}

/**
 * Sessions on the server (decisions.md: HttpOnly cookie; disconnect ends the server session). The
 * inactivity limit is the site config's inactivityLogoffMinutes, read at each look-up so that an
 * operator's change applies at once; the absolute limit is SESSION_MAX_HOURS.
 */
export function createSessionService(
  db: Queryable,
  clock: Clock,
  sessionMaxHours: number,
): SessionService {
  const repository = createSessionRepository(db);
  const siteConfig = createSiteConfigRepository(db);
  const absoluteMs = sessionMaxHours * 3_600_000;

  // From the kept site config (site-config-repository.ts): an operator's change through this
  // server applies at the next look-up, without a query per request.
  const inactivityMsOf = (minutes: number | undefined) =>
    inactivityLimitMs(minutes ?? DEFAULT_SITE_CONFIG.inactivityLogoffMinutes);

  /**
   * The look-up of a stored session at `now`, or what must be written first: its end, found past a
   * limit, or its activity. The activity is written when the stored one is SESSION_TOUCH_INTERVAL_MS
   * old or more, not at every call: a page's burst of calls costs one write, and the inactivity
   * logout may come at most that much before the exact minute (nothing a player can tell).
   */
  function judge(
    stored: StoredSession | null,
    active: boolean,
    inactivityMs: number,
    now: Date,
  ):
    | SessionLookup
    | { readonly write: 'end'; readonly session: StoredSession; readonly reason: SessionEndReason }
    | { readonly write: 'touch'; readonly session: StoredSession } {
    if (stored === null) return { status: 'unknown' };
    if (stored.endedAt !== null) return { status: 'ended', reason: stored.endReason ?? 'logout' };
    const limits = { inactivityMs, absoluteMs };
    const reason = sessionEndReason(
      { createdAtMs: stored.createdAt.getTime(), lastActiveAtMs: stored.lastActiveAt.getTime() },
      limits,
      now.getTime(),
    );
    if (reason !== null) return { write: 'end', session: stored, reason };
    if (active && now.getTime() - stored.lastActiveAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      return { write: 'touch', session: stored };
    }
    return liveLookup(stored, active, limits, now);
  }

  const liveLookup = (
    stored: StoredSession,
    active: boolean,
    limits: { inactivityMs: number; absoluteMs: number },
    now: Date,
  ): SessionLookup => ({
    status: 'live',
    session: {
      id: stored.id,
      playerId: stored.playerId,
      createdAt: stored.createdAt,
      lastActiveAt: active ? now : stored.lastActiveAt,
      persistent: stored.persistent,
      ...limits,
    },
  });

  async function check(stored: StoredSession | null, active: boolean): Promise<SessionLookup> {
    const now = clock();
    const inactivityMs = inactivityMsOf(await siteConfig.currentValue('inactivityLogoffMinutes'));
    const judged = judge(stored, active, inactivityMs, now);
    if (!('write' in judged)) return judged;
    const { session } = judged;
    if (judged.write === 'end') {
      await repository.end(session.id, now, judged.reason);
      return { status: 'ended', reason: judged.reason };
    }
    await repository.touch(session.id, now);
    return liveLookup(session, active, { inactivityMs, absoluteMs }, now);
  }

  function keptCheck(stored: StoredSession | undefined, active: boolean) {
    if (stored === undefined) return undefined;
    const minutes = siteConfig.keptValue('inactivityLogoffMinutes');
    if (minutes === undefined) return undefined;
    const judged = judge(stored, active, inactivityMsOf(minutes.value), clock());
    return 'write' in judged ? undefined : judged;
  }

  return {
    repository,
    async start(playerId, { persistent, address }) {
      const token = randomToken();
      await repository.add({
        id: hashSecret(token),
        playerId,
        createdAt: clock(),
        persistent,
        address,
      });
      return token;
    },
    lookup: async (token, { active }) =>
      token === undefined
        ? { status: 'unknown' }
        : check(await repository.byId(sessionIdOf(token)), active),
    lookupById: async (id, { active }) => check(await repository.byId(id), active),
    keptLookup: (token, { active }) =>
      token === undefined
        ? { status: 'unknown' }
        : keptCheck(repository.keptById(sessionIdOf(token)), active),
    keptLookupById: (id, { active }) => keptCheck(repository.keptById(id), active),
    end: (id, reason) => repository.end(id, clock(), reason),
    endAllOf: (playerId, reason, except) => repository.endAllOf(playerId, clock(), reason, except),
  };
}
