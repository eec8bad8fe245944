import { join } from 'node:path';
import type { Database } from '../db/database';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';
import type { ImportMapEnvironment } from './import-map';
import type { ImportMapContext } from './import-map-environments';
import { createImportMapRepository } from './import-map-repository';

/** The environment a server serves when SITE_ENVIRONMENT is not given: its mode's. */
export function environmentOf(site: StaticSiteOptions): ImportMapEnvironment {
  return site.environment ?? (site.mode === 'development' ? 'development' : 'production');
}

/** dist/releases beside dist/site unless RELEASES_DIR says otherwise. */
export function releasesDirOf(site: StaticSiteOptions): string {
  return site.releasesDir ?? join(site.siteDir, '..', 'releases');
}

export function createImportMapContext(
  database: Database,
  site: StaticSiteOptions,
  fetchModule?: typeof fetch,
): ImportMapContext {
  return {
    repository: createImportMapRepository(database),
    build: { siteDir: site.siteDir, productionImportMap: site.productionImportMap },
    releasesDir: releasesDirOf(site),
    policy: { origins: site.moduleOrigins ?? [] },
    ...(fetchModule === undefined ? {} : { fetch: fetchModule }),
  };
}
