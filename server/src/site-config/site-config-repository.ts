import { SiteConfigSchema } from '@betshell/api-contract';
import type { SiteConfig } from '@betshell/domain';
import { Compile } from 'typebox/compile';
import { perDatabase, createCachedReading } from '../db/cached-reading';
import type { Queryable } from '../db/database';
import { siteConfigFieldProblems } from './site-config-field-problems';
import { SITE_CONFIG_KEYS, type SiteConfigKey } from './site-config-keys';

/** What the site_config table holds: the whole configuration, or why it cannot be served. */
export type SiteConfigReading =
  | { readonly status: 'complete'; readonly config: SiteConfig }
  | {
      readonly status: 'unusable';
      readonly missingKeys: readonly SiteConfigKey[];
      readonly invalidKeys: readonly SiteConfigKey[];
    };

/** The rows of the configuration's keys as stored, right or wrong, for operators. */
export interface SiteConfigInspection {
  readonly values: Readonly<Partial<Record<SiteConfigKey, unknown>>>;
  readonly missingKeys: readonly SiteConfigKey[];
  readonly invalidKeys: readonly SiteConfigKey[];
}

/** A key's value before a write; `existed` is false when the key had no row (a JSON null is a row). */
export type PreviousValue =
  { readonly existed: true; readonly value: unknown } | { readonly existed: false };

export interface SiteConfigRepository {
  /** The configuration as served, from memory (see SITE_CONFIG_CACHE_TTL_MS). */
  read(): Promise<SiteConfigReading>;
  /** The same reading while it is kept in memory, without a promise; undefined when `read` must load. */
  keptReading(): SiteConfigReading | undefined;
  /** One key's stored value if it is valid on its own, from the same memory as `read`. */
  currentValue<Key extends SiteConfigKey>(key: Key): Promise<SiteConfig[Key] | undefined>;
  /**
   * What `currentValue` would answer from memory now, without a promise, as `{ value }`;
   * undefined when it must read the table.
   */
  keptValue<Key extends SiteConfigKey>(
    key: Key,
  ): { readonly value: SiteConfig[Key] | undefined } | undefined;
  /** Straight from the table, for operators. */
  inspect(): Promise<SiteConfigInspection>;
  /**
   * The stored value of one key. With `lock`, called inside a transaction, the row stays locked
   * until it ends, so a read-modify-write of the key cannot lose a concurrent change.
   */
  readValue(key: SiteConfigKey, options?: { lock?: boolean }): Promise<PreviousValue>;
  /** Stores one key (the caller has checked the value) and stamps updated_at. */
  write(key: SiteConfigKey, value: unknown): Promise<void>;
}

const configValidator = Compile(SiteConfigSchema);

/**
 * How long a kept reading of site_config is trusted when nothing in this process wrote the table:
 * a change made by psql or by another instance on the same PostgreSQL shows within it. Every write
 * of this server (ops `config set`, maintenance switch, seeds) drops the reading at once instead.
 * The browser itself keeps the config 600 to 900 s (spec/shell.md section 9), so 5 s is invisible
 * to players and short for an operator who edits the table by hand.
 */
export const SITE_CONFIG_CACHE_TTL_MS = 5_000;

interface KeptSiteConfig {
  readonly inspection: SiteConfigInspection;
  readonly reading: SiteConfigReading;
}

const keptSiteConfig = perDatabase((db: Queryable) =>
  createCachedReading(async (): Promise<KeptSiteConfig> => {
    const inspection = await inspectTable(db);
    return { inspection, reading: readingOf(inspection) };
  }, SITE_CONFIG_CACHE_TTL_MS),
);

/**
 * Drops what is kept of `db`'s site_config: writers call it once their change is committed (after
 * the transaction, for a write made inside one).
 */
export function forgetSiteConfig(db: Queryable): void {
  keptSiteConfig(db).forget();
}

/** A key's stored value, unless it is missing or invalid. */
function valueIn<Key extends SiteConfigKey>(
  inspection: SiteConfigInspection,
  key: Key,
): SiteConfig[Key] | undefined {
  const value = inspection.values[key];
  return value !== undefined && !inspection.invalidKeys.includes(key)
    ? (value as SiteConfig[Key])
    : undefined;
}

async function inspectTable(db: Queryable): Promise<SiteConfigInspection> {
  const rows = await db.query<{ key: SiteConfigKey; value: unknown }>(
    'select key, value from site_config where key = any($1::text[])',
    [SITE_CONFIG_KEYS],
  );
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return {
    values: Object.fromEntries(
      SITE_CONFIG_KEYS.flatMap((key) => (values.has(key) ? [[key, values.get(key)]] : [])),
    ),
    missingKeys: SITE_CONFIG_KEYS.filter((key) => !values.has(key)),
    invalidKeys: SITE_CONFIG_KEYS.filter(
      (key) => values.has(key) && siteConfigFieldProblems(key, values.get(key)).length > 0,
    ),
  };
}

/** The whole configuration, checked once per reading (not per request). */
function readingOf({ values, missingKeys, invalidKeys }: SiteConfigInspection): SiteConfigReading {
  const candidate: unknown = values;
  if (missingKeys.length > 0 || invalidKeys.length > 0 || !configValidator.Check(candidate)) {
    return { status: 'unusable', missingKeys, invalidKeys };
  }
  const config: SiteConfig = candidate;
  return { status: 'complete', config };
}

/**
 * Reads and writes the site configuration, one row per field. Rows are operator-edited JSON, so
 * every value read is checked against the schema: a wrong one makes the configuration unusable
 * instead of reaching the browser with the wrong type.
 */
export function createSiteConfigRepository(db: Queryable): SiteConfigRepository {
  return {
    inspect: () => inspectTable(db),

    read: async () => (await keptSiteConfig(db).get()).reading,

    keptReading: () => keptSiteConfig(db).peek()?.reading,

    async currentValue(key) {
      return valueIn((await keptSiteConfig(db).get()).inspection, key);
    },

    keptValue(key) {
      const kept = keptSiteConfig(db).peek();
      return kept === undefined ? undefined : { value: valueIn(kept.inspection, key) };
    },

    async readValue(key, options = {}) {
      const [row] = await db.query<{ value: unknown }>(
        `select value from site_config where key = $1${options.lock === true ? ' for update' : ''}`,
        [key],
      );
      return row === undefined ? { existed: false } : { existed: true, value: row.value };
    },

    async write(key, value) {
      await db.query(
        `insert into site_config (key, value) values ($1, $2::jsonb)
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
      // Outside a transaction the write is committed here; inside one, the caller forgets `db`.
      forgetSiteConfig(db);
    },
  };
}
