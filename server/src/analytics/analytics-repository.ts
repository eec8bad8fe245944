import type { AnalyticsCounter, CollectorBody, WebVitalSample } from '@betshell/domain/analytics';
import { isWebVitalName } from '@betshell/domain/analytics';
import type { Queryable } from '../db/database';

/** A counter as the operator sees it: the row's id, where it applies, and what the browser gets. */
export interface StoredCounter extends AnalyticsCounter {
  readonly rowId: number;
  readonly domain: string | null;
  readonly projectId: number | null;
}

export interface NewCounter extends AnalyticsCounter {
  readonly domain: string | null;
  readonly projectId: number | null;
}

export interface AnalyticsRepository {
  countersFor(domain: string, projectId: number): Promise<AnalyticsCounter[]>;
  allCounters(): Promise<StoredCounter[]>;
  addCounter(counter: NewCounter): Promise<StoredCounter>;
  removeCounter(rowId: number): Promise<boolean>;
  storeEvents(events: CollectorBody['events']): Promise<void>;
  eventCounts(since: Date): Promise<{ eventId: number; count: number }[]>;
  storeVitals(route: string, metrics: readonly { name: string; value: number }[]): Promise<void>;
  vitalsSince(since: Date): Promise<WebVitalSample[]>;
}

interface CounterRow {
  rowId: string | number;
  id: number;
  key: string;
  scriptUrl: string;
  domain: string | null;
  projectId: number | null;
}

const COUNTER_COLUMNS = `id as "rowId", counter_id as id, counter_key as key, script_url as "scriptUrl",
  domain, project_id as "projectId"`;

const stored = (row: CounterRow): StoredCounter => ({ ...row, rowId: Number(row.rowId) });

export function createAnalyticsRepository(database: Queryable): AnalyticsRepository {
  return {
    async countersFor(domain, projectId) {
      const rows = await database.query<CounterRow>(
        `select ${COUNTER_COLUMNS} from analytics_counters
         where (domain is null or lower(domain) = lower($1))
           and (project_id is null or project_id = $2)
         order by analytics_counters.id`,
        [domain, projectId],
      );
      return rows.map(({ id, key, scriptUrl }) => ({ id, key, scriptUrl }));
    },
    async allCounters() {
      const rows = await database.query<CounterRow>(
        `select ${COUNTER_COLUMNS} from analytics_counters order by analytics_counters.id`,
      );
      return rows.map(stored);
    },
    async addCounter(counter) {
      const [row] = await database.query<CounterRow>(
        `insert into analytics_counters (counter_id, counter_key, script_url, domain, project_id)
         values ($1, $2, $3, $4, $5) returning ${COUNTER_COLUMNS}`,
        [counter.id, counter.key, counter.scriptUrl, counter.domain, counter.projectId],
      );
      if (row === undefined) throw new Error('the counter was inserted but not returned');
      return stored(row);
    },
    async removeCounter(rowId) {
      const rows = await database.query(
        'delete from analytics_counters where id = $1 returning id',
        [rowId],
      );
      return rows.length > 0;
    },
    async storeEvents(events) {
      if (events.length === 0) return;
      // One statement for the batch: unnest keeps it a single round trip on both databases.
      await database.query(
        `insert into analytics_events (event_id, label, path, happened_at)
         select * from unnest($1::integer[], $2::text[], $3::text[], $4::timestamptz[])`,
        [
          events.map((event) => event.id),
          events.map((event) => event.label ?? null),
          events.map((event) => event.path),
          events.map((event) => new Date(event.at).toISOString()),
        ],
      );
    },
    async eventCounts(since) {
      const rows = await database.query<{ eventId: number; count: string | number }>(
        `select event_id as "eventId", count(*) as count from analytics_events
         where received_at >= $1 group by event_id order by event_id`,
        [since.toISOString()],
      );
      return rows.map((row) => ({ eventId: row.eventId, count: Number(row.count) }));
    },
    async storeVitals(route, metrics) {
      if (metrics.length === 0) return;
      await database.query(
        `insert into web_vitals (route, name, value)
         select $1, * from unnest($2::text[], $3::double precision[])`,
        [route, metrics.map((metric) => metric.name), metrics.map((metric) => metric.value)],
      );
    },
    async vitalsSince(since) {
      const rows = await database.query<{ route: string; name: string; value: number }>(
        'select route, name, value from web_vitals where received_at >= $1 order by id',
        [since.toISOString()],
      );
      return rows.flatMap((row) =>
        isWebVitalName(row.name)
          ? [{ route: row.route, name: row.name, value: Number(row.value) }]
          : [],
      );
    },
  };
}
