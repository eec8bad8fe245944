import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ImportMap } from '../../server/src/import-maps/import-map';
import type { BuiltModule } from './built-module';

export type { ImportMap };

export function importMapOf(modules: readonly BuiltModule[]): ImportMap {
  const sorted = [...modules].sort((a, b) => a.name.localeCompare(b.name));
  return {
    imports: Object.fromEntries(sorted.map((module) => [module.name, module.url])),
    integrity: Object.fromEntries(sorted.map((module) => [module.url, module.integrity])),
  };
}

/** Written beside its place and renamed: a build stopped half-way leaves the old map whole. */
export async function writeImportMap(path: string, map: ImportMap): Promise<void> {
  const partial = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
  await writeFile(partial, `${JSON.stringify(map, null, 2)}\n`);
  await rename(partial, path);
}

/**
 * Every module a page needs before its first render: the roots and everything they import, in
 * the order a breadth-first walk meets them. Unknown names are an error: the map would not resolve.
 */
export function modulesNeededBy(
  roots: readonly string[],
  modules: readonly BuiltModule[],
): BuiltModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const needed: BuiltModule[] = [];
  const queue = [...roots];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const module = byName.get(name);
    if (module === undefined) throw new Error(`${name} is imported but not in the import map`);
    needed.push(module);
    queue.push(...module.imports);
  }
  return needed;
}
