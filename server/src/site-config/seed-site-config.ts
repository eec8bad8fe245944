import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@betshell/domain';
import type { Database } from '../db/database';
import { forgetSiteConfig } from './site-config-repository';

/**
 * Adds each key of the default configuration that site_config lacks. Existing rows stay as they
 * are, so an operator's edit survives every later start while flags new in a release arrive.
 * Answers how many keys were added.
 */
export async function seedSiteConfig(
  db: Database,
  defaults: SiteConfig = DEFAULT_SITE_CONFIG,
): Promise<number> {
  const entries = Object.entries(defaults);
  const rows = await db.query(
    `insert into site_config (key, value)
     select entry.key, entry.value::jsonb
       from unnest($1::text[], $2::text[]) as entry (key, value)
     on conflict (key) do nothing
     returning key`,
    [entries.map(([key]) => key), entries.map(([, value]) => JSON.stringify(value))],
  );
  forgetSiteConfig(db);
  return rows.length;
}
