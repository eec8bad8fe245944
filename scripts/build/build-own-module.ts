import { join } from 'node:path';
import { rollup } from 'rollup';
import type { BuiltModule } from './built-module';
import {
  ownModuleOutputOptions,
  ownModuleRollupOptions,
  type DomainPlan,
} from './own-module-rollup-options';
import { ownModuleFacts } from './module-facts-of';
import type { OwnModule } from './own-modules';
import { SHARED_LIBRARY_NAMES } from './shared-libraries';
import { writeHashedAsset } from './write-asset';

/** One of our modules as built, with what the site build checks of it. */
export interface OwnModuleBuild {
  readonly built: BuiltModule;
  /** The files of the repository its source map names (`betshell:///domain/src/...`). */
  readonly sources: readonly string[];
  /** The names it exports. */
  readonly exports: readonly string[];
  /** By import-map name, the bindings it imports from that module. */
  readonly importedBindings: Readonly<Record<string, readonly string[]>>;
}

/** Builds one of our modules to a System.register file with a content hash and a source map. */
export async function buildOwnModule(
  siteDir: string,
  module: OwnModule,
  ownVersions: ReadonlyMap<string, string>,
  plan: DomainPlan,
): Promise<OwnModuleBuild> {
  const bundle = await rollup(ownModuleRollupOptions(module, new Set(ownVersions.keys()), plan));
  const { output } = await bundle.generate({
    ...ownModuleOutputOptions(true),
    dir: join(siteDir, 'assets', 'app'),
  });
  await bundle.close();
  const [chunk] = output;
  const stem = `${module.name.replace(/^@betshell\//, '').replace(/\//g, '-')}@${module.version}`;
  const sourceMap = chunk.map?.toString();
  const asset = await writeHashedAsset(siteDir, 'app', stem, 'js', chunk.code, sourceMap);
  return {
    built: {
      name: module.name,
      imports: [...chunk.imports],
      ...asset,
      // A shared library imported on demand (the platform's axios) is still one the module needs
      // of the map, and its range is checked like the rest; it is no dependency to preload.
      facts: ownModuleFacts(
        module,
        asset.hash,
        [
          ...chunk.imports,
          ...chunk.dynamicImports.filter((name) => SHARED_LIBRARY_NAMES.has(name)),
        ],
        ownVersions,
      ),
    },
    sources: chunk.map?.sources ?? [],
    exports: chunk.exports,
    importedBindings: chunk.importedBindings,
  };
}
