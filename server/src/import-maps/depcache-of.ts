import type { ImportMap } from './import-map';
import type { ModuleFacts } from './module-facts';

/**
 * SystemJS's `depcache` for a served map: for each module of ours whose facts are known, the
 * modules of ours it imports, by their map names. SystemJS starts fetching those as soon as it
 * starts the module itself, and theirs in turn, instead of after each one has run: a parcel that
 * imports entries of @betshell/domain, which import earlier entries, arrives in one round trip,
 * not one per level. Names, not URLs, so a pin of a dependency is followed; a module pinned to a
 * release has that release's facts. Shared libraries are left out: the first page loads them.
 */
export function depcacheOf(
  map: ImportMap,
  facts: ReadonlyMap<string, ModuleFacts>,
): Record<string, string[]> {
  const ours = (name: string): boolean => {
    const url = map.imports[name];
    const known = url === undefined ? undefined : facts.get(url);
    return known !== undefined && known.variant === undefined;
  };
  const depcache: Record<string, string[]> = {};
  for (const name of Object.keys(map.imports).sort((a, b) => a.localeCompare(b))) {
    if (!ours(name)) continue;
    const url = map.imports[name] as string;
    const imported = Object.keys((facts.get(url) as ModuleFacts).sharedLibraries)
      .filter((dependency) => dependency !== name && ours(dependency))
      .sort((a, b) => a.localeCompare(b));
    if (imported.length > 0) depcache[url] = imported;
  }
  return depcache;
}
