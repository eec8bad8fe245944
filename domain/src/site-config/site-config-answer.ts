import type { SiteConfig } from './site-config';

const isStringList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether an answer of GET /bff-api/config/all.json can be the site config: the parts the shell
 * reads before anything shows (the site's name, languages, hidden paths, feature flags, maintenance)
 * have their shapes. Anything else (an HTML error page, a cut-off or garbled body, which the HTTP
 * client hands over as text) counts as no answer, so it is retried and then shows "no site config"
 * (spec/shell.md section 8) instead of a blank page.
 */
export function isSiteConfigAnswer(value: unknown): value is SiteConfig {
  if (!isRecord(value)) return false;
  return (
    typeof value['siteName'] === 'string' &&
    isStringList(value['languages']) &&
    (value['languages'] as unknown[]).length > 0 &&
    isStringList(value['hiddenLanguages']) &&
    isStringList(value['hiddenPaths']) &&
    isRecord(value['routeFeatureFlags']) &&
    isRecord(value['maintenance'])
  );
}
