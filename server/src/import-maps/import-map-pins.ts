import type { ImportMap } from './import-map';
import type { ModuleFacts } from './module-facts';

/**
 * One module an environment holds at a released version instead of the build's: its URL, the
 * integrity of that file, and the facts of its release manifest, kept so that history and diff
 * can name versions without the file at hand.
 */
export interface Pin {
  readonly url: string;
  readonly integrity: string;
  readonly facts: ModuleFacts;
}

/** An environment's pins by import-map name. */
export type Pins = Readonly<Record<string, Pin>>;

/** The build's map of an environment and what the build knows of each of its files (by URL). */
export interface BaseImportMap {
  readonly map: ImportMap;
  readonly facts: ReadonlyMap<string, ModuleFacts>;
}

/**
 * The map an environment serves: its build's map with the pins laid over it. A pinned name
 * replaces the build's URL; a pin of a name the build lacks adds it.
 */
export function resolveImportMap(base: ImportMap, pins: Pins): ImportMap {
  const imports: Record<string, string> = { ...base.imports };
  for (const [service, pin] of Object.entries(pins)) imports[service] = pin.url;
  const names = Object.keys(imports).sort((a, b) => a.localeCompare(b));
  const integrity: Record<string, string> = {};
  for (const name of names) {
    const url = imports[name] as string;
    const hash = pins[name]?.integrity ?? base.integrity[url];
    if (hash !== undefined) integrity[url] = hash;
  }
  return {
    imports: Object.fromEntries(names.map((name) => [name, imports[name] as string])),
    integrity,
  };
}

/** The facts known before reading any manifest: the build's, and each pin's. */
export function knownFacts(base: BaseImportMap, pins: Pins): Map<string, ModuleFacts> {
  const known = new Map(base.facts);
  for (const pin of Object.values(pins)) known.set(pin.url, pin.facts);
  return known;
}

export function samePins(a: Pins, b: Pins): boolean {
  const names = Object.keys(a);
  return (
    names.length === Object.keys(b).length &&
    names.every((name) => {
      const left = a[name] as Pin;
      const right = b[name];
      return right !== undefined && left.url === right.url && left.integrity === right.integrity;
    })
  );
}

/** What one name of a map loads: its URL, version when known, and whether a pin put it there. */
export interface ModuleState {
  readonly url: string;
  readonly version: string | null;
  readonly hash: string | null;
  readonly pinned: boolean;
}

/** One name whose module differs between two maps; null where a map lacks the name. */
export interface ServiceChange {
  readonly service: string;
  readonly before: ModuleState | null;
  readonly after: ModuleState | null;
}

/** A resolved map with what is known of its modules, as diff compares it. */
export interface DescribedImportMap {
  readonly map: ImportMap;
  readonly facts: ReadonlyMap<string, ModuleFacts>;
  readonly pins: Pins;
}

function stateOf(described: DescribedImportMap, service: string): ModuleState | null {
  const url = described.map.imports[service];
  if (url === undefined) return null;
  const facts = described.facts.get(url);
  return {
    url,
    version: facts?.version ?? null,
    hash: facts?.hash ?? null,
    pinned: Object.hasOwn(described.pins, service),
  };
}

/** Every name that loads something else in `after` than in `before`, by name. */
export function diffImportMaps(
  before: DescribedImportMap,
  after: DescribedImportMap,
): ServiceChange[] {
  const names = new Set([...Object.keys(before.map.imports), ...Object.keys(after.map.imports)]);
  return [...names]
    .sort((a, b) => a.localeCompare(b))
    .flatMap((service) => {
      const was = stateOf(before, service);
      const is = stateOf(after, service);
      const same =
        was !== null &&
        is !== null &&
        was.url === is.url &&
        was.pinned === is.pinned &&
        before.map.integrity[was.url] === after.map.integrity[is.url];
      return same ? [] : [{ service, before: was, after: is }];
    });
}
