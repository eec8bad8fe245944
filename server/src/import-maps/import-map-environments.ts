import { ApiError } from '../http/api-error';
import { readBaseImportMap, type BuildLocation } from './base-import-map';
import { EMPTY_IMPORT_MAP, isImportMapEnvironment, type ImportMapEnvironment } from './import-map';
import {
  knownFacts,
  resolveImportMap,
  type BaseImportMap,
  type DescribedImportMap,
  type Pins,
} from './import-map-pins';
import type { ImportMapRepository } from './import-map-repository';
import { createModuleFactsSource } from './module-facts-source';
import { createModuleFiles, type ModuleFiles } from './module-files';
import type { ModuleUrlPolicy } from './module-url-policy';
import { verifyImportMap, type ImportMapProblem } from './verify-import-map';

/** What the import-map operations need: the store, the build, the releases and the allowlist. */
export interface ImportMapContext {
  readonly repository: ImportMapRepository;
  readonly build: BuildLocation;
  /** dist/releases, answered at /releases/. */
  readonly releasesDir: string;
  readonly policy: ModuleUrlPolicy;
  /** For remote modules; tests give their own. */
  readonly fetch?: typeof fetch;
}

/** An environment's served map at one of its versions, with its pins and what is known of it. */
export interface EnvironmentMap extends DescribedImportMap {
  readonly environment: ImportMapEnvironment;
  readonly version: number;
  /** Whether the build's map of the environment exists (not before `npm run build`). */
  readonly built: boolean;
}

export async function readBase(
  context: ImportMapContext,
  environment: ImportMapEnvironment,
  options?: { readonly facts: boolean },
): Promise<BaseImportMap & { readonly built: boolean }> {
  const reading = await readBaseImportMap(context.build, environment, options);
  if (reading.status === 'invalid') {
    throw new ApiError(
      503,
      'BUILD_IMPORT_MAP_INVALID',
      `${reading.file} is ${reading.reason}: run npm run build`,
    );
  }
  return reading.status === 'found'
    ? { map: reading.map, facts: reading.facts, built: true }
    : { map: EMPTY_IMPORT_MAP, facts: new Map(), built: false };
}

export function describeWith(
  base: BaseImportMap & { readonly built: boolean },
  environment: ImportMapEnvironment,
  version: number,
  pins: Pins,
): EnvironmentMap {
  return {
    environment,
    version,
    pins,
    built: base.built,
    map: resolveImportMap(base.map, pins),
    facts: knownFacts(base, pins),
  };
}

/**
 * An environment's map now, or as it was at `version` (its pins then, over today's build).
 * `facts: false` skips what only verify and diff need.
 */
export async function describeEnvironment(
  context: ImportMapContext,
  environment: ImportMapEnvironment,
  version?: number,
  options?: { readonly facts: boolean },
): Promise<EnvironmentMap> {
  const [base, stored] = await Promise.all([
    readBase(context, environment, options),
    context.repository.read(environment),
  ]);
  if (version === undefined || version === stored.version) {
    return describeWith(base, environment, stored.version, stored.pins);
  }
  const entry = await context.repository.entry(environment, version);
  if (entry === null) {
    throw new ApiError(
      404,
      'IMPORT_MAP_VERSION_NOT_FOUND',
      `${environment} has no version ${version}: its versions are 1 to ${stored.version}`,
    );
  }
  return describeWith(base, environment, version, entry.pins);
}

/** Files are read once per call of this: one verification, or one change and its two checks. */
export function moduleFilesOf(context: ImportMapContext): ModuleFiles {
  return createModuleFiles({
    siteDir: context.build.siteDir,
    releasesDir: context.releasesDir,
    policy: context.policy,
    fetch: context.fetch,
  });
}

export function verifyDescribed(
  context: ImportMapContext,
  described: DescribedImportMap,
  files: ModuleFiles = moduleFilesOf(context),
): Promise<ImportMapProblem[]> {
  return verifyImportMap({
    map: described.map,
    files,
    facts: createModuleFactsSource(described.facts, files),
    policy: context.policy,
  });
}

/** `production`, or `production@v3` for the map as version 3 left it. */
export function parseMapReference(text: string): {
  readonly environment: ImportMapEnvironment;
  readonly version?: number;
} {
  const match = /^([a-z]+)(?:@v(\d+))?$/.exec(text);
  const environment = match?.[1];
  if (match === null || environment === undefined || !isImportMapEnvironment(environment)) {
    throw new ApiError(
      400,
      'UNKNOWN_ENVIRONMENT',
      `${JSON.stringify(text)} is not an environment (development, staging, production), optionally with @v<version>`,
    );
  }
  return match[2] === undefined ? { environment } : { environment, version: Number(match[2]) };
}
