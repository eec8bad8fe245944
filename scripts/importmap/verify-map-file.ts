import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseImportMap, readBuildFacts } from '../../server/src/import-maps/base-import-map';
import { createModuleFactsSource } from '../../server/src/import-maps/module-facts-source';
import { createModuleFiles } from '../../server/src/import-maps/module-files';
import { parseModuleOrigins } from '../../server/src/import-maps/module-url-policy';
import {
  verifyImportMap,
  type ImportMapProblem,
} from '../../server/src/import-maps/verify-import-map';
import { OpsFailure } from '../ops/ops-failure';
import { REPOSITORY_ROOT } from '../build/repository-paths';

export interface MapFileLocation {
  readonly file: string;
  /** dist/site unless given: /assets/... and the build's facts. */
  readonly siteDir?: string;
  /** dist/releases unless given (or RELEASES_DIR): /releases/... */
  readonly releasesDir?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The server's checks (verify-import-map.ts) on a map file, reading the site's own URLs from the
 * build and releases folders: for CI before a deploy, or a map written by hand.
 */
export async function verifyMapFile(location: MapFileLocation): Promise<ImportMapProblem[]> {
  let text: string;
  try {
    text = await readFile(resolve(location.file), 'utf8');
  } catch {
    throw new OpsFailure(`${location.file} cannot be read`);
  }
  const map = parseImportMap(text);
  if (typeof map === 'string') throw new OpsFailure(`${location.file} is ${map}`);
  const origins = parseModuleOrigins(location.env.IMPORT_MAP_ORIGINS);
  if (origins.problems.length > 0) throw new OpsFailure(origins.problems.join('; '));
  const siteDir = resolve(location.siteDir ?? join(REPOSITORY_ROOT, 'dist', 'site'));
  const releasesDir = resolve(
    location.releasesDir ??
      (location.env.RELEASES_DIR?.trim() || join(REPOSITORY_ROOT, 'dist', 'releases')),
  );
  const policy = { origins: origins.origins };
  const files = createModuleFiles({ siteDir, releasesDir, policy });
  return verifyImportMap({
    map,
    files,
    facts: createModuleFactsSource(await readBuildFacts(siteDir), files),
    policy,
  });
}
