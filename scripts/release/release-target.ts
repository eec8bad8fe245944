import { isAbsolute, relative, resolve, sep } from 'node:path';
import { releaseStem } from '../../server/src/import-maps/release-manifest';
import { ownModules, parcelModuleIn, type OwnModule } from '../build/own-modules';
import { REPOSITORY_ROOT } from '../build/repository-paths';
import { SHARED_LIBRARIES, type SharedLibrary } from '../build/shared-libraries';

/** What `npm run release -- <name>` builds: one of our modules, or one shared library. */
export type ReleaseTarget =
  | { readonly kind: 'own'; readonly module: OwnModule; readonly source: string }
  | { readonly kind: 'shared'; readonly library: SharedLibrary };

/** The word that releases every shared library at once. */
export const ALL_SHARED_LIBRARIES = 'shared';

export class ReleaseRefusal extends Error {}

/** A folder as the manifest records it: relative to the repository when inside it. */
export function sourceLabel(dir: string): string {
  const absolute = resolve(REPOSITORY_ROOT, dir);
  const inside = relative(REPOSITORY_ROOT, absolute);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside)
    ? absolute
    : inside.split(sep).join('/');
}

/**
 * Finds what a name means: `shared` (every shared library), a shared library's import-map name
 * (`react`, `react-dom/client`), or one of our modules by name or folder (`@betshell/header`,
 * `header`, `platform`). Parcels are whatever shell-parcels/ holds, so a new parcel is releasable
 * as soon as it exists. `from` builds a parcel from another folder (a copy with a change).
 */
export function releaseTargets(name: string, from?: string): ReleaseTarget[] {
  if (from !== undefined) {
    const module = parcelModuleIn(from);
    if (module.name !== name && releaseStem(module.name) !== name) {
      throw new ReleaseRefusal(`${from} holds ${module.name}, not ${name}`);
    }
    return [{ kind: 'own', module, source: sourceLabel(module.dir) }];
  }
  if (name === ALL_SHARED_LIBRARIES) {
    return SHARED_LIBRARIES.map((library) => ({ kind: 'shared', library }));
  }
  const library = SHARED_LIBRARIES.find((candidate) => candidate.name === name);
  if (library !== undefined) return [{ kind: 'shared', library }];
  const modules = ownModules();
  const module = modules.find(
    (candidate) => candidate.name === name || releaseStem(candidate.name) === name,
  );
  if (module === undefined) {
    throw new ReleaseRefusal(
      `${name} is none of ours nor a shared library; releasable: ${[
        ...modules.map((candidate) => releaseStem(candidate.name)),
        ALL_SHARED_LIBRARIES,
        ...SHARED_LIBRARIES.map((candidate) => candidate.name),
      ].join(', ')}`,
    );
  }
  return [{ kind: 'own', module, source: sourceLabel(module.dir) }];
}
