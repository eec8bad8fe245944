import { SITE_CONFIG_FIELD_SCHEMAS } from '@betshell/api-contract';

/** A field of the site config: one row of the site_config table, one schema of the API contract. */
export type SiteConfigKey = keyof typeof SITE_CONFIG_FIELD_SCHEMAS;

export const SITE_CONFIG_KEYS = Object.keys(SITE_CONFIG_FIELD_SCHEMAS) as SiteConfigKey[];

export function isSiteConfigKey(name: string): name is SiteConfigKey {
  return Object.hasOwn(SITE_CONFIG_FIELD_SCHEMAS, name);
}
