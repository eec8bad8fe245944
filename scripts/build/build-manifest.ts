import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BUILD_MANIFEST_FILE,
  type BuildManifest,
  type ModuleFacts,
} from '../../server/src/import-maps/module-facts';
import { createModuleFactsSource } from '../../server/src/import-maps/module-facts-source';
import { createModuleFiles } from '../../server/src/import-maps/module-files';
import {
  verifyImportMap,
  type ImportMapProblem,
} from '../../server/src/import-maps/verify-import-map';
import type { BuiltModule } from './built-module';
import { gitCommit } from './git-state';
import type { ImportMap } from './import-map';

/** The facts of every file the build wrote, once per URL (our modules serve both variants). */
export function buildManifestOf(modules: readonly BuiltModule[], builtAt: Date): BuildManifest {
  const byUrl = new Map(
    modules.map((module) => [
      module.url,
      { url: module.url, integrity: module.integrity, ...module.facts },
    ]),
  );
  return {
    builtAt: builtAt.toISOString(),
    commit: gitCommit(),
    modules: [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url)),
  };
}

/** dist/site/build-manifest.json, which the server reads to know what each URL of its map is. */
export async function writeBuildManifest(siteDir: string, manifest: BuildManifest): Promise<void> {
  const path = join(siteDir, BUILD_MANIFEST_FILE);
  await writeFile(`${path}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${path}.partial`, path);
}

/**
 * The checks the server makes before serving a map (server/src/import-maps/verify-import-map.ts),
 * on a map the build just wrote: a build whose map would fail them fails instead.
 */
export function verifyBuiltMap(
  siteDir: string,
  map: ImportMap,
  manifest: BuildManifest,
): Promise<ImportMapProblem[]> {
  const files = createModuleFiles({
    siteDir,
    releasesDir: join(siteDir, '..', 'releases'),
    policy: { origins: [] },
  });
  const facts = new Map<string, ModuleFacts>(
    manifest.modules.map(({ url, integrity: _integrity, ...moduleFacts }) => [url, moduleFacts]),
  );
  return verifyImportMap({
    map,
    files,
    facts: createModuleFactsSource(facts, files),
    policy: { origins: [] },
  });
}
