import type { SiteConfig } from '@betshell/domain';
import { Compile } from 'typebox/compile';
import type { Queryable } from '../db/database';
import {
  SITE_CONFIG_FIELD_SCHEMAS,
  SITE_CONFIG_KEYS,
  SiteConfigSchema,
  type SiteConfigKey,
} from './site-config-schema';

/** What the site_config table holds: the whole configuration, or why it cannot be served. */
export type SiteConfigReading =
  | { readonly status: 'complete'; readonly config: SiteConfig }
  | {
      readonly status: 'unusable';
      readonly missingKeys: readonly SiteConfigKey[];
      readonly invalidKeys: readonly SiteConfigKey[];
    };

export interface SiteConfigRepository {
  read(): Promise<SiteConfigReading>;
}

const fieldValidators = new Map(
  SITE_CONFIG_KEYS.map((key) => [key, Compile(SITE_CONFIG_FIELD_SCHEMAS[key])] as const),
);
const configValidator = Compile(SiteConfigSchema);

/**
 * Reads the site configuration, one row per field. Rows are operator-edited JSON, so every value is
 * checked against the schema: a wrong one makes the configuration unusable instead of reaching the
 * browser with the wrong type.
 */
export function createSiteConfigRepository(db: Queryable): SiteConfigRepository {
  return {
    async read() {
      const rows = await db.query<{ key: string; value: unknown }>(
        'select key, value from site_config where key = any($1::text[])',
        [SITE_CONFIG_KEYS],
      );
      const values = new Map(rows.map((row) => [row.key, row.value]));
      const missingKeys = SITE_CONFIG_KEYS.filter((key) => !values.has(key));
      const invalidKeys = SITE_CONFIG_KEYS.filter(
        (key) => values.has(key) && !fieldValidators.get(key)?.Check(values.get(key)),
      );
      const candidate: unknown = Object.fromEntries(values);
      if (missingKeys.length > 0 || invalidKeys.length > 0 || !configValidator.Check(candidate)) {
        return { status: 'unusable', missingKeys, invalidKeys };
      }
      const config: SiteConfig = candidate;
      return { status: 'complete', config };
    },
  };
}
