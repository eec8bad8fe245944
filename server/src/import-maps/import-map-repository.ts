import type { Database, Queryable } from '../db/database';
import type { ImportMapEnvironment } from './import-map';
import type { Pins, ServiceChange } from './import-map-pins';

/** What made a version of an environment's pins, as its history entry says. */
export const IMPORT_MAP_ACTIONS = [
  'start',
  'pin',
  'unpin',
  'patch',
  'promote',
  'rollback',
] as const;

export type ImportMapAction = (typeof IMPORT_MAP_ACTIONS)[number];

/** An environment's pins as stored now, and their version. */
export interface StoredPins {
  readonly environment: ImportMapEnvironment;
  readonly version: number;
  readonly pins: Pins;
  /** ISO 8601 instant of the last change. */
  readonly updatedAt: string;
}

/** One entry of the append-only history: the change that made `version`. */
export interface ImportMapHistoryEntry {
  readonly environment: ImportMapEnvironment;
  readonly version: number;
  readonly action: ImportMapAction;
  readonly actor: string;
  readonly reason: string;
  /** What the environment's map loads differently after this change than before it. */
  readonly changes: readonly ServiceChange[];
  /** The pins after the change (what a rollback to this version restores). */
  readonly pins: Pins;
  readonly createdAt: string;
}

export interface NewImportMapVersion {
  readonly action: ImportMapAction;
  readonly actor: string;
  readonly reason: string;
  readonly changes: readonly ServiceChange[];
  readonly pins: Pins;
}

export interface ImportMapRepository {
  read(environment: ImportMapEnvironment): Promise<StoredPins>;
  /** The entry that made `version`, or null when there is none. */
  entry(environment: ImportMapEnvironment, version: number): Promise<ImportMapHistoryEntry | null>;
  /** The newest entries first. */
  history(environment: ImportMapEnvironment, limit: number): Promise<ImportMapHistoryEntry[]>;
  /**
   * Stores the next version if the environment is still at `fromVersion`, with its history entry,
   * in one transaction; answers null (and changes nothing) when another write came first.
   */
  write(
    environment: ImportMapEnvironment,
    fromVersion: number,
    next: NewImportMapVersion,
  ): Promise<StoredPins | null>;
}

interface PinsRow {
  environment: ImportMapEnvironment;
  version: number;
  pins: Pins;
  updated_at: Date | string;
}

interface HistoryRow {
  environment: ImportMapEnvironment;
  version: number;
  action: ImportMapAction;
  actor: string;
  reason: string;
  changes: ServiceChange[];
  pins: Pins;
  created_at: Date | string;
}

const instant = (value: Date | string) => new Date(value).toISOString();

const storedPinsOf = (row: PinsRow): StoredPins => ({
  environment: row.environment,
  version: row.version,
  pins: row.pins,
  updatedAt: instant(row.updated_at),
});

const entryOf = (row: HistoryRow): ImportMapHistoryEntry => ({
  environment: row.environment,
  version: row.version,
  action: row.action,
  actor: row.actor,
  reason: row.reason,
  changes: row.changes,
  pins: row.pins,
  createdAt: instant(row.created_at),
});

const HISTORY_COLUMNS = 'environment, version, action, actor, reason, changes, pins, created_at';

export function createImportMapRepository(db: Database): ImportMapRepository {
  async function readFrom(q: Queryable, environment: ImportMapEnvironment) {
    const [row] = await q.query<PinsRow>(
      'select environment, version, pins, updated_at from import_maps where environment = $1',
      [environment],
    );
    // Migration 0030 inserts every environment's row; a missing one is a broken database.
    if (row === undefined) throw new Error(`import_maps has no row for ${environment}`);
    return storedPinsOf(row);
  }

  return {
    read: (environment) => readFrom(db, environment),

    async entry(environment, version) {
      const [row] = await db.query<HistoryRow>(
        `select ${HISTORY_COLUMNS} from import_map_history where environment = $1 and version = $2`,
        [environment, version],
      );
      return row === undefined ? null : entryOf(row);
    },

    async history(environment, limit) {
      const rows = await db.query<HistoryRow>(
        `select ${HISTORY_COLUMNS} from import_map_history where environment = $1
          order by version desc limit $2`,
        [environment, limit],
      );
      return rows.map(entryOf);
    },

    write(environment, fromVersion, next) {
      return db.transaction(async (tx) => {
        // The version check and the update are one statement: of two writers from the same
        // version, exactly one matches a row, on one instance or on many.
        const [row] = await tx.query<PinsRow>(
          `update import_maps set version = version + 1, pins = $3::jsonb, updated_at = now()
            where environment = $1 and version = $2
            returning environment, version, pins, updated_at`,
          [environment, fromVersion, JSON.stringify(next.pins)],
        );
        if (row === undefined) return null;
        await tx.query(
          `insert into import_map_history (environment, version, action, actor, reason, changes, pins)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
          [
            environment,
            row.version,
            next.action,
            next.actor,
            next.reason,
            JSON.stringify(next.changes),
            JSON.stringify(next.pins),
          ],
        );
        return storedPinsOf(row);
      });
    },
  };
}
