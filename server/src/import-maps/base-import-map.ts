import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ImportMap, ImportMapEnvironment } from './import-map';
import { BUILD_MANIFEST_FILE, type BuildManifest, type ModuleFacts } from './module-facts';
import type { BaseImportMap } from './import-map-pins';

/** Where an environment's base map and the build's files are (the static site's settings). */
export interface BuildLocation {
  /** dist/site: assets/, importmap.development.json, build-manifest.json. */
  readonly siteDir: string;
  /** The repository's importmap.json: the production build's map, base of production and staging. */
  readonly productionImportMap: string;
}

export type BaseImportMapReading =
  | ({ readonly status: 'found'; readonly file: string } & BaseImportMap)
  | { readonly status: 'missing'; readonly file: string }
  | { readonly status: 'invalid'; readonly file: string; readonly reason: string };

const ImportMapFileSchema = Type.Object({
  imports: Type.Record(Type.String(), Type.String()),
  integrity: Type.Optional(Type.Record(Type.String(), Type.String())),
  scopes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
});
const importMapFile = Compile(ImportMapFileSchema);

/** The build's map file of an environment. */
export function baseImportMapFile(location: BuildLocation, environment: ImportMapEnvironment) {
  return environment === 'development'
    ? join(location.siteDir, 'importmap.development.json')
    : location.productionImportMap;
}

/** Parses an import map file's text; answers why it is not one. */
export function parseImportMap(text: string): ImportMap | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON (${(error as Error).message})`;
  }
  if (!importMapFile.Check(value)) {
    return 'not an import map: it needs "imports" (name -> URL) and may have "integrity" (URL -> hash)';
  }
  return {
    imports: value.imports,
    integrity: value.integrity ?? {},
    ...(value.scopes ? { scopes: value.scopes } : {}),
  };
}

/**
 * Reads an environment's build map and the facts of the build's files (unless told not to: a
 * browser's request for the map needs none). Both are read on every call: a build made while the
 * server runs is served at once, as the static host does.
 */
export async function readBaseImportMap(
  location: BuildLocation,
  environment: ImportMapEnvironment,
  options: { readonly facts: boolean } = { facts: true },
): Promise<BaseImportMapReading> {
  const file = baseImportMapFile(location, environment);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { status: 'missing', file };
  }
  const map = parseImportMap(text);
  if (typeof map === 'string') return { status: 'invalid', file, reason: map };
  const facts = options.facts
    ? await readBuildFacts(location.siteDir)
    : new Map<string, ModuleFacts>();
  return { status: 'found', file, map, facts };
}

/** The build manifest's facts by URL; none when the site is not built (or built before it existed). */
export async function readBuildFacts(siteDir: string): Promise<Map<string, ModuleFacts>> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(
      await readFile(join(siteDir, BUILD_MANIFEST_FILE), 'utf8'),
    ) as BuildManifest;
  } catch {
    return new Map();
  }
  return new Map(
    (manifest.modules ?? []).map(({ url, integrity: _integrity, ...facts }) => [url, facts]),
  );
}
