import type { i18n } from 'i18next';
import { reaction, when } from 'mobx';
import { FIRST_PAINT_MARKUP_ATTRIBUTE } from '@betshell/domain';
import type { LifeCycles, Parcel } from 'single-spa';
import {
  MICRO_FRONT_RETRY,
  REMOTE_VIEW_RETRY,
  RemoteViewRegistry,
  RemoteViewStore,
  isTrustedOrigin,
  ofType,
  remoteViewName,
  type RemoteViewScheduler,
  type RemoteViewSource,
  type RemoteViewsConfig,
  type RootStore,
  type ShellEventBus,
} from '@betshell/domain';
import { jsonViewTransport } from './json-view-transport';
import { parcelViewTransport, type SystemLoader } from './parcel-view-transport';
import { RemoteViewFrame } from './remote-view-frame';
import { createRemoteViewPolicy, type RemoteViewPolicy } from './remote-view-policy';
import { remoteViewStyles } from './remote-view-styles';
import {
  createViewHtmlSanitizer,
  type BrowserWindow,
  type ViewHtmlSanitizer,
} from './sanitize-view-html';
import { sessionReloadStamp } from './session-reload-stamp';
import type { HttpClient } from '../http/http-client-on-demand';

/** What a user of a view holds: let go of it when its element no longer shows the view. */
export interface RemoteViewHandle {
  readonly store: RemoteViewStore;
  release(): void;
}

export interface RemoteViewOptions {
  /** For a JSON view: the path appended to the view's URL (the current path by default). */
  readonly pathname?: string;
  /** Told once when the view's server answers a final status (404, 403, ...). */
  readonly onFinalStatus?: (status: number) => void;
}

export interface RemoteViews {
  /**
   * Shows a remote view in `element`, with its preloader and error block. Views are shared by key
   * (the parcel, or the JSON app and path) and unloaded when their last user releases them.
   */
  show(
    element: HTMLElement,
    source: RemoteViewSource,
    options?: RemoteViewOptions,
  ): RemoteViewHandle;
  /**
   * single-spa lifecycles of an application that is a remote view: the root config registers one
   * per area app. A JSON view follows the path of each navigation while the application is mounted.
   */
  application(source: RemoteViewSource, hooks?: ApplicationHooks): LifeCycles;
}

export interface ApplicationHooks {
  /** The view's server answered a final status for this path: show the error page of that status. */
  readonly onFinalStatus?: (status: number, pathname: string) => void;
}

export interface RemoteViewsDeps {
  readonly window: BrowserWindow;
  readonly http: HttpClient;
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly i18n: i18n;
  readonly navigate: (url: string) => void;
  readonly mountStyles: (id: string, css: string) => () => void;
  readonly mountRootParcel: (config: LifeCycles, props: { domElement: HTMLElement }) => Parcel;
  readonly system: () => SystemLoader;
  /** Defaults to the window's timers and clock; tests pass their own. */
  readonly scheduler?: RemoteViewScheduler;
  /** Defaults to location.reload(): the script-chunk guard's full page reload. */
  readonly reloadPage?: () => void;
}

/** Until the site config says otherwise: only the site's own files, and no code. */
const CAUTIOUS: RemoteViewsConfig = { codeToEval: false, trustedOrigins: ['self'] };

/** The one remote-view loader of the platform, for parcels of the import map and JSON views. */
export function createRemoteViews(deps: RemoteViewsDeps): RemoteViews {
  const { window, stores, i18n } = deps;
  const { document } = window;
  const warn = (message: string, detail: unknown) => console.warn(message, detail);
  const scheduler: RemoteViewScheduler = deps.scheduler ?? {
    delay(ms, run) {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
    now: () => Date.now(),
  };
  const registry = new RemoteViewRegistry();
  const names = new Map<string, string>();
  const contents = new Map<string, HTMLElement>();
  const remoteViewsConfig = () => stores.siteConfig.config?.remoteViews ?? CAUTIOUS;
  let policy: RemoteViewPolicy | null | undefined;
  let sanitizer: Promise<ViewHtmlSanitizer> | undefined;
  /** The frame's styles, added with the first view and kept for the page's life. */
  let removeStyles: (() => void) | undefined;
  const parcelContext = {
    system: deps.system,
    mountRootParcel: deps.mountRootParcel,
    reloadStamp: sessionReloadStamp(() => window.sessionStorage, warn),
    now: () => scheduler.now(),
    reloadPage: deps.reloadPage ?? (() => window.location.reload()),
    online: () => window.navigator.onLine,
    warn,
  };
  const jsonContext = {
    window,
    http: deps.http,
    remoteViewsConfig,
    policy: () =>
      policy === undefined
        ? (policy = createRemoteViewPolicy(window, (url) =>
            isTrustedOrigin(
              new URL(url, window.location.href).origin,
              window.location.origin,
              remoteViewsConfig(),
            ),
          ))
        : policy,
    sanitizer: () => (sanitizer ??= createViewHtmlSanitizer(window)),
    nextTask: () => new Promise<void>((resolve) => void scheduler.delay(0, resolve)),
    warn,
  };
  const texts = {
    loading: () => i18n.t('remote_view_loading', { defaultValue: 'Loading…' }),
    errorTitle: () =>
      i18n.t('remote_view_error_title', { defaultValue: 'This part of the page did not load' }),
    errorText: () =>
      i18n.t('remote_view_error_text', {
        defaultValue:
          'Check your connection and press Refresh. The rest of the site works as usual.',
      }),
    refresh: () => i18n.t('main_refreshing_button', { defaultValue: 'Refresh' }),
  };

  // A reload event re-initialises the views it names, or all of them (each store throttles itself).
  deps.bus.pipe(ofType('remote-view-reload')).subscribe((event) => {
    for (const store of registry.stores()) {
      if (event.view === undefined || names.get(store.key) === event.view) store.reload();
    }
  });

  // Links inside a JSON view move within the site without reloading it.
  const followLinks = (content: HTMLElement) =>
    content.addEventListener('click', (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof window.HTMLAnchorElement) || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      if (anchor.target !== '' || anchor.origin !== window.location.origin) return;
      event.preventDefault();
      deps.navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    });

  function createStore(key: string, source: RemoteViewSource, pathname: string): RemoteViewStore {
    const content = document.createElement('div');
    content.className = 'bs-remote-view__content';
    contents.set(key, content);
    names.set(key, remoteViewName(source));
    const transport =
      source.kind === 'parcel'
        ? parcelViewTransport(parcelContext, source.module, content)
        : jsonViewTransport(
            jsonContext,
            {
              appName: source.appName,
              baseUrl: source.baseUrl,
              forceSpa: source.forceSpa,
              pathname,
            },
            content,
          );
    if (source.kind === 'json') followLinks(content);
    return new RemoteViewStore(key, transport, {
      retry: source.kind === 'parcel' ? MICRO_FRONT_RETRY : REMOTE_VIEW_RETRY,
      scheduler,
      log: warn,
    });
  }

  function show(
    element: HTMLElement,
    source: RemoteViewSource,
    options: RemoteViewOptions = {},
  ): RemoteViewHandle {
    removeStyles ??= deps.mountStyles('remote-views', remoteViewStyles);
    const pathname = options.pathname ?? window.location.pathname;
    const key =
      source.kind === 'parcel'
        ? `parcel:${source.module}`
        : `json:${source.baseUrl ?? ''}:${source.appName}:${pathname}`;
    const store = registry.acquire(key, () => createStore(key, source, pathname));
    const content = contents.get(key) as HTMLElement;
    const frame = new RemoteViewFrame(document, remoteViewName(source), store, content, texts);
    element.append(frame.element);
    const stopWatching =
      options.onFinalStatus === undefined
        ? () => undefined
        : reaction(
            () => (store.state === 'error' ? store.failedStatus : null),
            (status) => {
              if (status !== null) options.onFinalStatus?.(status);
            },
            { fireImmediately: true },
          );
    let released = false;
    return {
      store,
      release() {
        if (released) return;
        released = true;
        stopWatching();
        frame.remove();
        registry.release(key);
        if (registry.usersOf(key) === 0) {
          contents.delete(key);
          names.delete(key);
        }
      },
    };
  }

  return {
    show,
    application(source, hooks = {}) {
      let handle: RemoteViewHandle | null = null;
      let stopFollowing = () => undefined as void;
      let slot: HTMLElement | null = null;
      const showAt = (pathname: string) => {
        if (slot === null) return;
        const previous = handle;
        handle = show(slot, source, {
          pathname,
          onFinalStatus: (status) => hooks.onFinalStatus?.(status, pathname),
        });
        previous?.release();
      };
      return {
        bootstrap: () => Promise.resolve(),
        mount(props) {
          slot = slotOf(document, String(props.name));
          let pathname = window.location.pathname;
          showAt(pathname);
          // What the server painted in the slot stays until the view has its own
          // content, or its error block, in place.
          const firstPaint = slot.querySelector(`:scope > [${FIRST_PAINT_MARKUP_ATTRIBUTE}]`);
          const shown = handle;
          if (firstPaint !== null && shown !== null) {
            when(
              () => shown.store.state === 'ready' || shown.store.state === 'error',
              () => firstPaint.remove(),
            );
          }
          if (source.kind === 'json') {
            const subscription = deps.bus.pipe(ofType('navigation')).subscribe((event) => {
              if (event.pathname === pathname || event.page.kind !== 'route') return;
              pathname = event.pathname;
              showAt(pathname);
            });
            stopFollowing = () => subscription.unsubscribe();
          }
          return Promise.resolve();
        },
        unmount() {
          stopFollowing();
          slot?.querySelector(`:scope > [${FIRST_PAINT_MARKUP_ATTRIBUTE}]`)?.remove();
          handle?.release();
          handle = null;
          slot = null;
          return Promise.resolve();
        },
      };
    },
  };
}

/**
 * Where an application shows: the element index.html gives it (`single-spa-application:<name>`),
 * else a new one at the end of the main area, so a new area needs no change to index.html.
 */
export function slotOf(document: Document, name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing !== null) return existing;
  const slot = document.createElement('div');
  slot.id = id;
  (document.getElementById('shell-main') ?? document.body).append(slot);
  return slot;
}
