import type { LineChange } from '@betshell/domain/sportsbook';
import type { Queryable } from '../db/database';

/** The channel each committed change of the line is announced on, its version as the payload. */
export const LINE_CHANGED_CHANNEL = 'line_changed';

/**
 * How long the changes are kept for a browser that reconnects (ours): a page whose stream was away
 * longer is told to read the line again. Minutes cover a phone's lost signal or a sleeping tab,
 * at about a thousand rows a minute of the demo feed.
 */
export const LINE_CHANGES_RETENTION_MS = 10 * 60_000;

/** The most changes one read answers; a longer catch-up reads on from the last. */
export const LINE_CHANGES_PAGE = 2_000;

/**
 * Every writer of the line takes this lock first, in its transaction, before it takes a version:
 * versions are then committed in their order, so a reader that has seen version n has seen every
 * version before it (a stream never skips a change committed late under a smaller version).
 * Placement never takes it, so it adds no wait to a bet.
 */
export async function lockLineChanges(tx: Queryable): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext(current_schema() || ':line_changes'))`);
}

/**
 * Writes the events as they now are as changes, inside the transaction that changed them (after
 * lockLineChanges), and announces the last version, heard by every instance at the commit: the
 * announcement says only "committed up to here", each instance reads the rows themselves.
 */
export async function recordLineChanges(tx: Queryable, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const [added] = await tx.query<{ latest: string | number | null }>(
    `with added as (
       insert into line_changes (event_id, change)
       select e.id, jsonb_build_object(
                'eventId', e.id, 'sportId', e.sport_id, 'champId', e.champ_id,
                'state', e.state, 'isSuspended', e.suspended,
                'score', jsonb_build_object('home', e.home_score, 'away', e.away_score),
                'periods', e.period_scores, 'stats', e.match_stats,
                'markets', coalesce((
                  select jsonb_agg(jsonb_build_object(
                           'id', m.id, 'coef', m.coef_milli::numeric / 1000,
                           'isBlocked', m.blocked or e.suspended or e.state = 'finished',
                           'result', m.result) order by m.id)
                    from line_markets m where m.event_id = e.id), '[]'::jsonb))
         from line_events e where e.id = any($1::int[]) order by e.id
       returning version
     )
     select max(version) as latest from added`,
    [[...new Set(eventIds)]],
  );
  if (added?.latest === null || added?.latest === undefined) return;
  await tx.notify(LINE_CHANGED_CHANNEL, [String(added.latest)]);
}

/** A change as the stream sends it: its version is the event's id. */
export interface VersionedLineChange {
  readonly version: number;
  readonly change: LineChange;
}

export interface LineChangesRepository {
  /** The changes after `version`, oldest first, at most LINE_CHANGES_PAGE. */
  after(version: number): Promise<VersionedLineChange[]>;
  /** The oldest and latest versions kept (0 and 0 before the first change). */
  kept(): Promise<{ readonly oldest: number; readonly latest: number }>;
  /** Drops the changes older than `olderThanMs`, always keeping the latest (the stream's position). */
  prune(olderThanMs: number): Promise<void>;
}

export function createLineChangesRepository(db: Queryable): LineChangesRepository {
  return {
    async after(version) {
      const rows = await db.query<{ version: string | number; change: LineChange | string }>(
        `select version, change from line_changes where version > $1 order by version limit $2`,
        [version, LINE_CHANGES_PAGE],
        { name: 'line_changes_after' },
      );
      return rows.map((row) => ({
        version: Number(row.version),
        change:
          typeof row.change === 'string' ? (JSON.parse(row.change) as LineChange) : row.change,
      }));
    },
    async kept() {
      const [row] = await db.query<{
        oldest: string | number | null;
        latest: string | number | null;
      }>(`select min(version) as oldest, max(version) as latest from line_changes`);
      return { oldest: Number(row?.oldest ?? 0), latest: Number(row?.latest ?? 0) };
    },
    async prune(olderThanMs) {
      // The database's clock, which wrote `at`.
      await db.query(
        `delete from line_changes
          where at < now() - $1 * interval '1 millisecond'
            and version < (select max(version) from line_changes)`,
        [olderThanMs],
      );
    },
  };
}
