import { perDatabase } from '../db/cached-reading';
import type { Database, Queryable } from '../db/database';
import { createKeptRows, followDrops } from '../db/kept-rows';
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

const keptLimitsOf = perDatabase((_db: Database) =>
  createKeptRows<number, StoredLimit[]>({
    max: OPEN_LIMITS_CACHE_SIZE,
    ttlMs: OPEN_LIMITS_CACHE_TTL_MS,
  }),
);

/**
 * The ACTIVE and PENDING limits of a player as GET /limits shows them: from memory when read less
 * than OPEN_LIMITS_CACHE_TTL_MS ago and unchanged since, else from the table. Every open page asks
 * for them each time it shows the limits, and they change a few times in a player's life.
 */
export async function keptOpenLimits(db: Database, playerId: number): Promise<StoredLimit[]> {
  // A player without limits is an empty list, kept like any other.
  const open = await keptLimitsOf(db).get(playerId, () => limitRepository.open(db, playerId));
  return open ?? [];
}

/** What keptOpenLimits would answer from memory now, without a promise; undefined when it must read. */
export function peekOpenLimits(db: Database, playerId: number): StoredLimit[] | undefined {
  return keptLimitsOf(db).peek(playerId);
}

/**
 * Says that the player's limits changed on `q` (a transaction of `db`, or `db`): every instance
 * forgets them when it commits, this one also at once. After a transaction commits, its writer
 * forgets them here once more (forgetOpenLimits): a read between this call and the commit saw the
 * rows before the change.
 */
export async function limitsChanged(db: Database, q: Queryable, playerId: number): Promise<void> {
  await q.notify(PLAYER_LIMITS_CHANGED_CHANNEL, [String(playerId)]);
  keptLimitsOf(db).drop(playerId);
}

/** Forgets the player's kept limits in this instance. */
export function forgetOpenLimits(db: Database, playerId: number): void {
  keptLimitsOf(db).drop(playerId);
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
  return followDrops(
    db,
    PLAYER_LIMITS_CHANGED_CHANNEL,
    keptLimitsOf(db),
    (payload) => (Number.isSafeInteger(Number(payload)) ? Number(payload) : null),
    forgotten,
  );
}
