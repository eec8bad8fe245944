import { LRUCache } from 'lru-cache';
import { perDatabase } from '../db/cached-reading';
import type { Database, Queryable } from '../db/database';
import { limitRepository, type StoredLimit } from './limit-repository';

/** The channel every change of a player's limits is announced on, the player's id as payload. */
export const PLAYER_LIMITS_CHANGED_CHANNEL = 'player_limits_changed';

/**
 * How long a player's open limits read from the table are trusted in memory when nothing changed
 * them. Every change through the limits service drops them at once: here, and in every other
 * instance on the database through the notification it sends at its commit. This time bounds what
 * a lost notification costs. Only what the player is shown is read from here: a check that decides
 * something (a stake, a deposit, a change of limits) reads the table in its own transaction.
 */
export const OPEN_LIMITS_CACHE_TTL_MS = 1_000;
/** Players kept at most; the least recently read goes first. */
const OPEN_LIMITS_CACHE_SIZE = 10_000;

interface KeptLimits {
  readonly players: LRUCache<number, { readonly open: StoredLimit[]; readonly readAt: number }>;
  /** Moves on at every change: a read begun before a change is not kept (it may predate it). */
  generation: number;
}

const keptLimitsOf = perDatabase((_db: Database): KeptLimits => ({
  players: new LRUCache({ max: OPEN_LIMITS_CACHE_SIZE }),
  generation: 0,
}));

function forget(kept: KeptLimits, playerId: number | null): void {
  if (playerId === null) kept.players.clear();
  else kept.players.delete(playerId);
  kept.generation += 1;
}

/**
 * The ACTIVE and PENDING limits of a player as GET /limits shows them: from memory when read less
 * than OPEN_LIMITS_CACHE_TTL_MS ago and unchanged since, else from the table. Every open page asks
 * for them each time it shows the limits, and they change a few times in a player's life.
 */
export async function keptOpenLimits(db: Database, playerId: number): Promise<StoredLimit[]> {
  const kept = keptLimitsOf(db);
  const now = Date.now();
  const hit = peekOpenLimits(db, playerId);
  if (hit !== undefined) return hit;
  const startedIn = kept.generation;
  const open = await limitRepository.open(db, playerId);
  if (kept.generation === startedIn) kept.players.set(playerId, { open, readAt: now });
  return open;
}

/** What keptOpenLimits would answer from memory now, without a promise; undefined when it must read. */
export function peekOpenLimits(db: Database, playerId: number): StoredLimit[] | undefined {
  const hit = keptLimitsOf(db).players.get(playerId);
  return hit !== undefined && Date.now() - hit.readAt < OPEN_LIMITS_CACHE_TTL_MS
    ? hit.open
    : undefined;
}

/**
 * Says that the player's limits changed on `q` (a transaction of `db`, or `db`): every instance
 * forgets them when it commits, this one also at once. After a transaction commits, its writer
 * forgets them here once more (forgetOpenLimits): a read between this call and the commit saw the
 * rows before the change.
 */
export async function limitsChanged(db: Database, q: Queryable, playerId: number): Promise<void> {
  await q.notify(PLAYER_LIMITS_CHANGED_CHANNEL, [String(playerId)]);
  forget(keptLimitsOf(db), playerId);
}

/** Forgets the player's kept limits in this instance. */
export function forgetOpenLimits(db: Database, playerId: number): void {
  forget(keptLimitsOf(db), playerId);
}

/**
 * Forgets a player's limits the moment any instance on the database changes them; when
 * notifications may have been missed (or a payload is not a player), every player's. `forgotten`
 * hears each (tests). Answers how to stop following.
 */
export function followLimitChanges(
  db: Database,
  forgotten: (playerId: number | null) => void = () => undefined,
): Promise<() => Promise<void>> {
  const kept = keptLimitsOf(db);
  return db.listen(PLAYER_LIMITS_CHANGED_CHANNEL, (payload) => {
    const read = payload === null ? null : Number(payload);
    const playerId = read !== null && Number.isSafeInteger(read) ? read : null;
    forget(kept, playerId);
    forgotten(playerId);
  });
}
