import type { Queryable } from '../db/database';

/**
 * The line's events are guarded by transaction-scoped advisory locks, one per event, rather than
 * by locks on their rows (docs/sportsbook-and-coupon.md, Locks). A bet or a cash-out holds its
 * events' locks shared until it commits; a change that decides whether a bet may stand (a result,
 * a suspension, the start of the game) takes its event's lock exclusively, so it waits for the
 * bets already judged and the bets after it read the line as it left it.
 *
 * A row lock would do the same, but every coupon on a popular game share-locks the same row, and
 * PostgreSQL records each new sharer by writing a new multixact into the row: the bets queued on
 * that page and its multixact log. Advisory locks live only in the lock table.
 *
 * The key is (this schema's class, the event's id): tests run one schema each on one server.
 */
export const LINE_EVENT_LOCK_CLASS_SQL = `hashtext(current_schema() || ':line_event')`;

/**
 * SQL that takes the shared locks of the events `eventIdsSql` selects (a subquery of one column
 * `event_id`), in id order, the one order every holder keeps; it answers one row, `locked`, the
 * count. The events' rows must be read by a later statement: a statement's snapshot is taken at
 * its start, before its wait for these locks.
 */
export function sharedEventLocksSql(eventIdsSql: string): string {
  return `select count(pg_advisory_xact_lock_shared(${LINE_EVENT_LOCK_CLASS_SQL}, ids.event_id)) as locked
    from (select distinct event_id from (${eventIdsSql}) as chosen order by event_id) as ids`;
}

/**
 * Takes one event's lock exclusively, before the statement that changes the event: it waits for
 * every bet and cash-out holding it to commit, and those after it wait for this transaction.
 */
export async function lockEventForChange(tx: Queryable, eventId: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(${LINE_EVENT_LOCK_CLASS_SQL}, $1::int)`, [eventId]);
}
