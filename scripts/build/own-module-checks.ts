/** What the site build checks of our modules once all are built (build-site.ts fails on any). */

/** A built module as the checks see it: its import-map name and what its source map names. */
export interface ModuleSources {
  readonly name: string;
  /** The files its source map names: `betshell:///domain/src/...` for the repository's. */
  readonly sources: readonly string[];
}

/** A file of the repository bundled into more than one module of the map. */
export interface SharedFile {
  readonly file: string;
  readonly modules: readonly string[];
}

const REPOSITORY_SOURCE = 'betshell:///';

/**
 * Files of the repository that two modules of the map both hold. Each module runs its own copy of
 * such a file: a store or a registry in it would exist twice on the page, each with its own state.
 * Installed packages are left to the check of the shared libraries (noPrivateCopies).
 */
export function filesInSeveralModules(modules: readonly ModuleSources[]): SharedFile[] {
  const holders = new Map<string, Set<string>>();
  for (const { name, sources } of modules) {
    for (const source of sources) {
      if (!source.startsWith(REPOSITORY_SOURCE) || source.includes('/node_modules/')) continue;
      const file = source.slice(REPOSITORY_SOURCE.length);
      const names = holders.get(file) ?? new Set<string>();
      names.add(name);
      holders.set(file, names);
    }
  }
  return [...holders]
    .filter(([, names]) => names.size > 1)
    .map(([file, names]) => ({ file, modules: [...names].sort() }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** A built module as the binding check sees it. */
export interface ModuleBindings {
  readonly name: string;
  /** Its names, and `*<name>` for each module it re-exports whole (`export * from`). */
  readonly exports: readonly string[];
  /** By import-map name, the bindings it imports from that module (`*`: all of them). */
  readonly importedBindings: Readonly<Record<string, readonly string[]>>;
}

/**
 * Bindings a module imports from another of our modules that does not export them. SystemJS would
 * hand it `undefined` without a word; a build finds it first. An entry of the domain imports the
 * files of an earlier entry by that entry's name, so the earlier entry must export what they need.
 */
export function missingBindings(modules: readonly ModuleBindings[]): string[] {
  const declared = new Map(modules.map((module) => [module.name, module.exports]));
  const exportsOf = new Map<string, Set<string>>();
  const namesOf = (name: string, seen: ReadonlySet<string>): Set<string> | undefined => {
    const known = exportsOf.get(name);
    if (known !== undefined) return known;
    const own = declared.get(name);
    if (own === undefined || seen.has(name)) return undefined;
    const names = new Set<string>();
    for (const exported of own) {
      if (!exported.startsWith('*')) names.add(exported);
      else
        for (const star of namesOf(exported.slice(1), new Set([...seen, name])) ?? [])
          names.add(star);
    }
    exportsOf.set(name, names);
    return names;
  };
  for (const name of declared.keys()) namesOf(name, new Set());
  const missing: string[] = [];
  for (const { name, importedBindings } of modules) {
    for (const [imported, bindings] of Object.entries(importedBindings)) {
      const offered = exportsOf.get(imported);
      if (offered === undefined) continue;
      const absent = bindings.filter((binding) => binding !== '*' && !offered.has(binding));
      if (absent.length > 0) {
        missing.push(
          `${name} imports ${absent.join(', ')} from ${imported}, which does not export them`,
        );
      }
    }
  }
  return missing;
}
