import { ApiError } from '../http/api-error';
import { variantOf, type ImportMap, type ImportMapEnvironment } from './import-map';
import {
  describeWith,
  moduleFilesOf,
  readBase,
  verifyDescribed,
  type ImportMapContext,
} from './import-map-environments';
import {
  diffImportMaps,
  samePins,
  type Pin,
  type Pins,
  type ServiceChange,
} from './import-map-pins';
import type { ImportMapAction, StoredPins } from './import-map-repository';
import type { ModuleFiles } from './module-files';
import { pinOfRelease, pinOfUrl, retargetPin } from './release-pins';
import type { ImportMapProblem } from './verify-import-map';

export type ImportMapOperation =
  | { readonly kind: 'pin'; readonly service: string; readonly version: string }
  | {
      readonly kind: 'pin-url';
      readonly service: string;
      readonly url: string;
      readonly integrity?: string;
    }
  | { readonly kind: 'patch'; readonly map: ImportMap }
  | { readonly kind: 'unpin'; readonly service: string }
  | { readonly kind: 'promote'; readonly from: ImportMapEnvironment }
  | { readonly kind: 'rollback'; readonly steps: number }
  | { readonly kind: 'rollback-to'; readonly version: number };

export interface ChangeOptions {
  /** If-Match: refuse with 409 unless the environment is still at this version. */
  readonly ifVersion?: number;
  readonly actor: string;
  readonly reason: string;
}

export interface ImportMapChange {
  /** False when the operation left the pins as they were: no version, no history entry. */
  readonly changed: boolean;
  readonly environment: ImportMapEnvironment;
  readonly version: number;
  readonly map: ImportMap;
  readonly changes: readonly ServiceChange[];
  /** Problems the map had before this change and still has (a change may not add any). */
  readonly problems: readonly ImportMapProblem[];
}

/** How often a write without If-Match starts again after losing a race to another writer. */
const ATTEMPTS = 3;

const ACTIONS: Readonly<Record<ImportMapOperation['kind'], ImportMapAction>> = {
  pin: 'pin',
  'pin-url': 'pin',
  patch: 'patch',
  unpin: 'unpin',
  promote: 'promote',
  rollback: 'rollback',
  'rollback-to': 'rollback',
};

function staleError(
  environment: ImportMapEnvironment,
  expected: number,
  current: number,
): ApiError {
  return new ApiError(
    409,
    'IMPORT_MAP_CHANGED',
    `${environment} is at version ${current}, not ${expected}: someone changed it since you read it. Nothing was changed; read it again and retry.`,
    { environment, expected, current },
  );
}

/**
 * Changes an environment's pins: computes the new pins, verifies the map they give, and stores
 * them with their history entry in one transaction, only if nobody wrote in between. A change is
 * refused when its map has a problem the current map has not (a bad URL, a wrong integrity, a
 * library twice, an unmet range): problems already there do not block a change, so a fix or a
 * rollback can always ship while something else is broken.
 */
export async function changeImportMap(
  context: ImportMapContext,
  environment: ImportMapEnvironment,
  operation: ImportMapOperation,
  options: ChangeOptions,
): Promise<ImportMapChange> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await context.repository.read(environment);
    if (options.ifVersion !== undefined && options.ifVersion !== stored.version) {
      throw staleError(environment, options.ifVersion, stored.version);
    }
    const files = moduleFilesOf(context);
    const base = await readBase(context, environment);
    const current = describeWith(base, environment, stored.version, stored.pins);
    const nextPins = await pinsAfter(context, files, stored, operation);
    if (samePins(stored.pins, nextPins)) {
      return {
        changed: false,
        environment,
        version: stored.version,
        map: current.map,
        changes: [],
        problems: await verifyDescribed(context, current, files),
      };
    }
    const next = describeWith(base, environment, stored.version + 1, nextPins);
    const [before, after] = await Promise.all([
      verifyDescribed(context, current, files),
      verifyDescribed(context, next, files),
    ]);
    const known = new Set(before.map(problemKey));
    const added = after.filter((problem) => !known.has(problemKey(problem)));
    if (added.length > 0) {
      throw new ApiError(
        400,
        'IMPORT_MAP_INVALID',
        `The change would break ${environment}'s import map: ${added.map((p) => p.message).join('; ')}`,
        { problems: added },
      );
    }
    const changes = diffImportMaps(current, next);
    const written = await context.repository.write(environment, stored.version, {
      action: ACTIONS[operation.kind],
      actor: options.actor,
      reason: options.reason,
      changes,
      pins: nextPins,
    });
    if (written !== null) {
      return {
        changed: true,
        environment,
        version: written.version,
        map: next.map,
        changes,
        problems: after,
      };
    }
    const now = await context.repository.read(environment);
    if (options.ifVersion !== undefined || attempt >= ATTEMPTS) {
      throw staleError(environment, stored.version, now.version);
    }
  }
}

const problemKey = (problem: ImportMapProblem) =>
  `${problem.code}\u0000${problem.service}\u0000${problem.message}`;

async function pinsAfter(
  context: ImportMapContext,
  files: ModuleFiles,
  stored: StoredPins,
  operation: ImportMapOperation,
): Promise<Pins> {
  const { environment, pins } = stored;
  const variant = variantOf(environment);
  switch (operation.kind) {
    case 'pin': {
      const pin = await pinOfRelease(
        context.releasesDir,
        operation.service,
        operation.version,
        variant,
      );
      return { ...pins, [pin.facts.name]: pin };
    }
    case 'pin-url':
      return { ...pins, [operation.service]: await pinOfUrl(operation, files, context.policy) };
    case 'patch': {
      const patched: Record<string, Pin> = { ...pins };
      for (const [service, url] of Object.entries(operation.map.imports)) {
        patched[service] = await pinOfUrl(
          { service, url, integrity: operation.map.integrity[url] },
          files,
          context.policy,
        );
      }
      return patched;
    }
    case 'unpin': {
      if (!Object.hasOwn(pins, operation.service)) {
        throw new ApiError(
          404,
          'NOT_PINNED',
          `${operation.service} is not pinned in ${environment}: it loads what the build gives it`,
        );
      }
      return Object.fromEntries(
        Object.entries(pins).filter(([service]) => service !== operation.service),
      );
    }
    case 'promote': {
      if (operation.from === environment) {
        throw new ApiError(400, 'SAME_ENVIRONMENT', `${environment} cannot be promoted to itself`);
      }
      const source = await context.repository.read(operation.from);
      const promoted: Record<string, Pin> = {};
      for (const [service, pin] of Object.entries(source.pins)) {
        promoted[service] = await retargetPin(pin, variant, files);
      }
      return promoted;
    }
    case 'rollback':
    case 'rollback-to': {
      const target =
        operation.kind === 'rollback' ? stored.version - operation.steps : operation.version;
      return rollbackTarget(context, stored, target);
    }
  }
}

async function rollbackTarget(
  context: ImportMapContext,
  stored: StoredPins,
  target: number,
): Promise<Pins> {
  const { environment, version } = stored;
  if (target < 1) {
    throw new ApiError(
      400,
      'ROLLBACK_PAST_FIRST_ENTRY',
      `${environment} is at version ${version}: going back ${version - target} would pass its first entry (version 1)`,
      { environment, version, target },
    );
  }
  if (target >= version) {
    throw new ApiError(
      400,
      'ROLLBACK_NOT_BACK',
      `A rollback goes to an earlier version; ${environment} is at version ${version}, not past ${target}`,
      { environment, version, target },
    );
  }
  const entry = await context.repository.entry(environment, target);
  if (entry === null) {
    throw new ApiError(
      404,
      'IMPORT_MAP_VERSION_NOT_FOUND',
      `${environment} has no version ${target}`,
    );
  }
  return entry.pins;
}
