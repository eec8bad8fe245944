import { SITE_CONFIG_FIELD_SCHEMAS } from '@betshell/api-contract';
import type { SiteConfig } from '@betshell/domain';
import { Compile } from 'typebox/compile';
import { SITE_CONFIG_KEYS, type SiteConfigKey } from './site-config-keys';

const validators = new Map(
  SITE_CONFIG_KEYS.map((key) => [key, Compile(SITE_CONFIG_FIELD_SCHEMAS[key])] as const),
);

/**
 * What is wrong with `value` as the field `key` of the site configuration, one line per problem
 * (`/0 must be string`); empty when it fits. Rows are operator-edited JSON, so both the reader and
 * the operator API check them against the same schema.
 */
export function siteConfigFieldProblems(key: SiteConfigKey, value: unknown): string[] {
  const validator = validators.get(key);
  if (validator === undefined || validator.Check(value)) return [];
  return validator
    .Errors(value)
    .map((error) => `${error.instancePath === '' ? '' : `${error.instancePath} `}${error.message}`);
}

/** True when `value` fits the field `key`, typed as that field. */
export function isSiteConfigFieldValue<Key extends SiteConfigKey>(
  key: Key,
  value: unknown,
): value is SiteConfig[Key] {
  return validators.get(key)?.Check(value) ?? false;
}
