import { rollup } from 'rollup';
import {
  isDomainSource,
  ownModuleRollupOptions,
  recordModuleIds,
  type DomainPlan,
} from './own-module-rollup-options';
import { domainModules } from './own-modules';

/**
 * Which entry of @betshell/domain holds each file of domain/src, and which files each entry must
 * also export for the later ones: every entry read in domain/package.json's order, a file going to
 * the first that reaches it. The site build and a release of one entry both start from it, so an
 * entry released alone holds exactly the files it holds in the site.
 */
export async function planDomain(ownNames: ReadonlySet<string>): Promise<DomainPlan> {
  const homes = new Map<string, string>();
  const reexports = new Map<string, Map<string, Set<string>>>();
  for (const entry of domainModules()) {
    const files: string[] = [];
    const bundle = await rollup(
      ownModuleRollupOptions(
        entry,
        ownNames,
        { homes, reexports: new Map() },
        [recordModuleIds(files)],
        (home, file, names) => {
          const held = reexports.get(home) ?? new Map<string, Set<string>>();
          const taken = held.get(file) ?? new Set<string>();
          for (const name of names) taken.add(name);
          held.set(file, taken);
          reexports.set(home, held);
        },
      ),
    );
    await bundle.close();
    for (const file of files) {
      if (isDomainSource(file) && !homes.has(file)) homes.set(file, entry.name);
    }
  }
  return {
    homes,
    reexports: new Map(
      [...reexports].map(([entry, files]) => [
        entry,
        new Map(
          [...files]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([file, names]) => [file, [...names].sort()]),
        ),
      ]),
    ),
  };
}
