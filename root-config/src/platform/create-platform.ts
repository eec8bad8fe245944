import type { AxiosInstance } from 'axios';
import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { mountRootParcel, navigateToUrl, type LifeCycles } from 'single-spa';
import {
  COOKIE,
  DEFAULT_COOKIE_LIFETIME_SECONDS,
  HIDDEN_LANGUAGES,
  RootStore,
  SITE_LANGUAGES,
  availableLanguages,
  createShellEventBus,
  languageOfPath,
  resolveLanguage,
  type DeviceProfile,
  type LanguagePreferences,
  type ShellEventBus,
} from '@betshell/domain';
import { createBrowserCookies, type BrowserCookies } from './cookies/browser-cookies';
import { createBlockHttpApi } from './http/block-http-api';
import { createHttpClient } from './http/create-http-client';
import { createRedirectHttpApi, type RedirectLookup } from './http/redirect-http-api';
import { createSiteConfigHttpApi } from './http/site-config-http-api';
import { createI18n } from './i18n/create-i18n';
import { hasValidUserToken } from './session/read-user-token';
import { reactParcelLifecycles, type ReactParcelOptions } from './parcels/react-parcel';
import { mountStyles } from './styles/mount-styles';
import { createRemoteViews, type RemoteViews } from './remote-views/create-remote-views';
import type { SystemLoader } from './remote-views/parcel-view-transport';
import type { BrowserWindow } from './remote-views/sanitize-view-html';

export type Environment = 'production' | 'development';

/** The one runtime every parcel imports (DESIGN.md, "The browser at run time", step 5). */
export interface Platform {
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly http: AxiosInstance;
  readonly i18n: i18n;
  readonly cookies: BrowserCookies;
  readonly redirects: RedirectLookup;
  /** Where the site runs, from index.html: debug routes exist outside production only. */
  readonly environment: Environment;
  readonly device: DeviceProfile;
  /** What the visitor prefers before the path decides: the lng cookie, then the browser. */
  languagePreferences(): LanguagePreferences;
  readonly navigate: (url: string) => void;
  readonly mountStyles: (id: string, css: string) => () => void;
  /** single-spa lifecycles for a React parcel of the shell (parcels/react-parcel.tsx). */
  readonly reactParcel: (options: ReactParcelOptions) => LifeCycles;
  /** The one loader of remote views: parcels of the import map and JSON render-mode views. */
  readonly remoteViews: RemoteViews;
  /**
   * Reads the session cookie, then loads the site configuration, the dictionary of the current
   * language and the block service's answer, in parallel.
   */
  start(): Promise<void>;
}

function environmentOf(document: Document): Environment {
  const value = document
    .querySelector('meta[name="betshell-environment"]')
    ?.getAttribute('content');
  return value === 'development' ? 'development' : 'production';
}

export function createPlatform(window: Window): Platform {
  const { document, location, navigator } = window;
  const bus = createShellEventBus();
  const http = createHttpClient(location.origin);
  const cookies = createBrowserCookies(document);
  const log = (message: string, detail: unknown) => console.error(message, detail);
  const languagePreferences = (): LanguagePreferences => ({
    cookie: cookies.get(COOKIE.language),
    browser: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  });

  // Before the configuration arrives, the site's own language list stands in for it; the root
  // config checks the path again against the configured list once it has loaded.
  const hasUaCookie = cookies.get(COOKIE.ua) !== undefined;
  const provisional = availableLanguages({
    allowed: SITE_LANGUAGES,
    hidden: HIDDEN_LANGUAGES,
    isAuthorised: hasValidUserToken(cookies, Date.now()),
    hasUaCookie,
  });
  const language =
    languageOfPath(location.pathname, provisional) ??
    resolveLanguage(languagePreferences(), provisional);

  const stores = new RootStore(
    bus,
    {
      siteConfigApi: createSiteConfigHttpApi(http),
      blockApi: createBlockHttpApi(http, () => cookies.get(COOKIE.userToken)),
      log,
    },
    { language, hasUaCookie, pathname: location.pathname, search: location.search },
  );
  const { i18n, ready: i18nReady } = createI18n(http, language);
  const styles = (id: string, css: string) => mountStyles(document, id, css);

  const remoteViews = createRemoteViews({
    window: window as BrowserWindow,
    http,
    bus,
    stores,
    i18n,
    navigate: (url) => navigateToUrl(url),
    mountStyles: styles,
    mountRootParcel: (config, props) => mountRootParcel(config, props),
    system: () => (window as unknown as { System: SystemLoader }).System,
  });

  return {
    bus,
    stores,
    http,
    i18n,
    cookies,
    redirects: createRedirectHttpApi(http, log),
    environment: environmentOf(document),
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    languagePreferences,
    navigate: (url) => navigateToUrl(url),
    mountStyles: styles,
    reactParcel: (options) => reactParcelLifecycles(options, { i18n, mountStyles: styles }),
    remoteViews,
    async start() {
      stores.session.setAuthorised(hasValidUserToken(cookies, Date.now()));
      await Promise.all([
        stores.siteConfig.load(stores.settings.language),
        stores.blocking.load(location.href),
        i18nReady,
      ]);
      stores.followLanguage();
      reaction(
        () => stores.settings.language,
        (lng) => {
          document.documentElement.lang = lng;
          cookies.set(COOKIE.language, lng, { maxAgeSeconds: DEFAULT_COOKIE_LIFETIME_SECONDS });
          void i18n.changeLanguage(lng);
        },
        { fireImmediately: true },
      );
    },
  };
}
