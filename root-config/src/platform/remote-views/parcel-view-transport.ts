import type { LifeCycles, Parcel } from 'single-spa';
import {
  claimPageReload,
  isScriptChunkLoadError,
  type ReloadStamp,
  type RemoteViewTransport,
} from '@betshell/domain';

/** The part of SystemJS (s.js) the loader uses. */
export interface SystemLoader {
  import<T = unknown>(specifier: string): Promise<T>;
  resolve(specifier: string): string;
  getImportMap(): { readonly integrity?: Readonly<Record<string, string>> };
  addImportMap(map: { readonly integrity: Readonly<Record<string, string>> }): void;
}

export interface ParcelViewContext {
  readonly system: () => SystemLoader;
  readonly mountRootParcel: (config: LifeCycles, props: { domElement: HTMLElement }) => Parcel;
  readonly reloadStamp: ReloadStamp;
  readonly now: () => number;
  readonly reloadPage: () => void;
  /** Whether the browser believes it is online (navigator.onLine). */
  readonly online: () => boolean;
  readonly warn: (message: string, detail: unknown) => void;
}

/**
 * Imports a module of the import map. SystemJS (s.js) keeps a failed load for good, so a retry
 * imports the same file under another id (`#retry-n`) with the map's integrity copied to it. A file
 * that did not arrive first reloads the page, at most once a minute and only while the browser is
 * online (spec/shell.md section 8): after a release replaced the files, only a new import map can
 * find them.
 */
export async function importModule<T>(
  context: ParcelViewContext,
  module: string,
  attempt: number,
): Promise<T> {
  const system = context.system();
  let specifier = module;
  if (attempt > 0) {
    const url = system.resolve(module);
    specifier = `${url}#retry-${attempt}`;
    const integrity = system.getImportMap().integrity?.[url];
    if (integrity !== undefined) system.addImportMap({ integrity: { [specifier]: integrity } });
  }
  try {
    return await system.import<T>(specifier);
  } catch (error) {
    // Offline, a reload could only replace the page with the browser's own offline page: the
    // retries and the error block serve the player better, and the refresh works once back online.
    if (
      isScriptChunkLoadError(error) &&
      context.online() &&
      claimPageReload(context.reloadStamp, context.now())
    ) {
      context.warn(`${module} did not load: reloading the page for the current release`, error);
      context.reloadPage();
    }
    throw error;
  }
}

/** A parcel named in the import map, mounted with single-spa's mountRootParcel in `element`. */
export function parcelViewTransport(
  context: ParcelViewContext,
  module: string,
  element: HTMLElement,
): RemoteViewTransport {
  let parcel: Parcel | null = null;
  // SystemJS keeps every id that failed for the page's life, and a refresh starts the store's
  // attempts from 0 again: so imports are numbered for the page, never by attempt, or a parcel
  // whose retries were spent could not come back after the fault cleared.
  let imports = 0;
  return {
    async load() {
      const lifecycles = await importModule<LifeCycles>(context, module, imports++);
      const mounted = context.mountRootParcel(lifecycles, { domElement: element });
      parcel = mounted;
      await mounted.mountPromise;
    },
    unload() {
      const mounted = parcel;
      parcel = null;
      if (mounted === null) return;
      const unmount = () =>
        mounted
          .unmount()
          .catch((error: unknown) => context.warn(`${module} failed to unmount`, error));
      if (mounted.getStatus() === 'MOUNTED') {
        void unmount();
        return;
      }
      // Still mounting: it comes off once it is on (a parcel that failed to mount has nothing on).
      mounted.mountPromise.then(
        () => (mounted.getStatus() === 'MOUNTED' ? unmount() : undefined),
        () => undefined,
      );
    },
  };
}
