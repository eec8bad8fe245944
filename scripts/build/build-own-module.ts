import { join } from 'node:path';
import { rollup } from 'rollup';
import type { BuiltModule } from './built-module';
import { ownModuleOutputOptions, ownModuleRollupOptions } from './own-module-rollup-options';
import { ownModuleFacts } from './module-facts-of';
import type { OwnModule } from './own-modules';
import { writeHashedAsset } from './write-asset';

/** Builds one of our modules to a System.register file with a content hash and a source map. */
export async function buildOwnModule(
  siteDir: string,
  module: OwnModule,
  ownVersions: ReadonlyMap<string, string>,
): Promise<BuiltModule> {
  const bundle = await rollup(ownModuleRollupOptions(module, new Set(ownVersions.keys())));
  const { output } = await bundle.generate({
    ...ownModuleOutputOptions(true),
    dir: join(siteDir, 'assets', 'app'),
  });
  await bundle.close();
  const [chunk] = output;
  const stem = `${module.name.replace(/^@betshell\//, '')}@${module.version}`;
  const asset = await writeHashedAsset(
    siteDir,
    'app',
    stem,
    'js',
    chunk.code,
    chunk.map?.toString(),
  );
  return {
    name: module.name,
    imports: [...chunk.imports],
    ...asset,
    facts: ownModuleFacts(module, asset.hash, chunk.imports, ownVersions),
  };
}
