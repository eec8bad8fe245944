/**
 * A SystemJS import map with integrity: SystemJS puts each URL's hash on the script it adds, so
 * the browser refuses a file whose bytes are not the ones released. `scopes` is read only to
 * refuse it: a scope gives some modules their own copy of a library (see verify-import-map.ts).
 */
export interface ImportMap {
  readonly imports: Readonly<Record<string, string>>;
  readonly integrity: Readonly<Record<string, string>>;
  readonly scopes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The environments that each have an import map. production's base is the repository's
 * importmap.json; staging serves the same production build; development the development build.
 */
export const IMPORT_MAP_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type ImportMapEnvironment = (typeof IMPORT_MAP_ENVIRONMENTS)[number];

export function isImportMapEnvironment(text: string): text is ImportMapEnvironment {
  return (IMPORT_MAP_ENVIRONMENTS as readonly string[]).includes(text);
}

/** Which build variant of the shared libraries an environment loads. */
export function variantOf(environment: ImportMapEnvironment): 'production' | 'development' {
  return environment === 'development' ? 'development' : 'production';
}

export const EMPTY_IMPORT_MAP: ImportMap = { imports: {}, integrity: {} };

/** The map sorted by module name, as the build writes it, so two equal maps print the same. */
export function sortedImportMap(map: ImportMap): ImportMap {
  const names = Object.keys(map.imports).sort((a, b) => a.localeCompare(b));
  const integrity: Record<string, string> = {};
  for (const name of names) {
    const url = map.imports[name] as string;
    const hash = map.integrity[url];
    if (hash !== undefined) integrity[url] = hash;
  }
  return {
    imports: Object.fromEntries(names.map((name) => [name, map.imports[name] as string])),
    integrity,
  };
}
