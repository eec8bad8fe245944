import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { mountRootParcel, navigateToUrl, type LifeCycles } from 'single-spa';
import {
  COOKIE,
  HIDDEN_LANGUAGES,
  RootStore,
  markVisitStarted,
  SITE_LANGUAGES,
  availableLanguages,
  consentedCookieJar,
  createShellEventBus,
  createSharedStoreRegistry,
  languageOfPath,
  languageTagOf,
  resolveLanguage,
  type Clock,
  type CookieAgreementStore,
  type CookieJar,
  type DeviceProfile,
  type LanguagePreferences,
  type SharedStoreRegistry,
  type ShellEventBus,
} from '@betshell/domain';
import { createCaptchaRegistry, type CaptchaRegistry } from './captcha/captcha-registry';
import { createBrowserCookies } from './cookies/browser-cookies';
import { gatherFingerprintComponents } from './fingerprint/gather-fingerprint-components';
import { createBlockHttpApi } from './http/block-http-api';
import { createAppVersionHttpApi, createVisitorCountryHttpApi } from './http/chrome-http-apis';
import { createDisplaySettingsHttpApi } from './http/display-settings-http-api';
import { createCookieAgreementHttpApi } from './http/cookie-agreement-http-api';
import { createDictionaryHttpApi } from './http/dictionary-http-api';
import { earlyAnswersOf } from './http/early-answers';
import { createFingerprintHttpApi } from './http/fingerprint-http-api';
import { createPlatformHttp } from './http/create-platform-http';
import { createRedirectHttpApi, type RedirectLookup } from './http/redirect-http-api';
import { createSiteConfigHttpApi } from './http/site-config-http-api';
import { createI18n } from './i18n/create-i18n';
import { createDictionaryLoader } from './i18n/dictionary-loader';
import { publishMaintenance } from './maintenance/publish-maintenance';
import { followSessionEvents } from './session/follow-session-events';
import { hasValidUserToken } from './session/read-user-token';
import { reactParcelLifecycles, type ReactParcelOptions } from './parcels/react-parcel';
import { createExpiringStorage, type ExpiringStorage } from './storage/expiring-storage';
import { mountStyles } from './styles/mount-styles';
import { keepWindowWidthCookie } from './window/window-width-cookie';
import { keepDisplayAttributes } from './display/keep-display-attributes';
import { keepPanelAttributes } from './display/keep-panel-attributes';
import { createRemoteViews, type RemoteViews } from './remote-views/create-remote-views';
import type { SystemLoader } from './remote-views/parcel-view-transport';
import type { BrowserWindow } from './remote-views/sanitize-view-html';
import type { HttpClient } from './http/http-client-on-demand';

export type Environment = 'production' | 'development';

/** The page's cookies, honouring the player's cookie agreement, and the agreement itself. */
export interface PlatformCookies extends CookieJar {
  /** Read `agreement` / `answered`; the cookie banner calls `agree({ functional, marketing })`. */
  readonly agreement: CookieAgreementStore;
}

/** The one runtime every parcel imports (DESIGN.md, "The browser at run time", step 5). */
export interface Platform {
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  /** Same-origin HTTP with the error catalogue; every failure is a PlatformHttpError. */
  readonly http: HttpClient;
  readonly i18n: i18n;
  readonly cookies: PlatformCookies;
  /** Local and session storage with expiry; errors are logged only. */
  readonly storage: { readonly local: ExpiringStorage; readonly session: ExpiringStorage };
  /** The sign-in UI registers the captcha it shows here. */
  readonly captcha: CaptchaRegistry;
  /** The window's time and timers, for the stores a parcel makes (tests pass a manual clock). */
  readonly clock: Clock;
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
   * The stores several parcels share but the first paint does not need (accounts, coupon,
   * limits): `shared('accounts', () => new AccountsStore(...))` gives every parcel one instance.
   */
  readonly shared: SharedStoreRegistry;
  /**
   * Reads the session cookie, then loads the site configuration, the dictionary of the current
   * language and the block service's answer, in parallel; then follows the language, publishes
   * maintenance on the bus and schedules the fingerprint. The app version's watch is started by
   * the root config once the first page has painted (`stores.appVersion.start()`).
   */
  start(): Promise<void>;
}

function environmentOf(document: Document): Environment {
  const value = document
    .querySelector('meta[name="betshell-environment"]')
    ?.getAttribute('content');
  return value === 'development' ? 'development' : 'production';
}

/**
 * The page's language on its root element: `lang` the ISO tag screen readers and search engines
 * read (`uk` for the site's `ua`), `data-language` the site's code the page's early requests use.
 */
function showLanguage(lng: string): void {
  document.documentElement.lang = languageTagOf(lng);
  document.documentElement.setAttribute('data-language', lng);
}

function windowClock(window: Window): Clock {
  return {
    now: () => Date.now(),
    schedule(delayMs, task) {
      const id = window.setTimeout(task, delayMs);
      return () => window.clearTimeout(id);
    },
  };
}

export function createPlatform(window: Window): Platform {
  const { document, location, navigator } = window;
  const bus = createShellEventBus();
  const log = (message: string, detail: unknown) => console.error(message, detail);
  const clock = windowClock(window);
  const rawCookies = createBrowserCookies(document, log);
  const captcha = createCaptchaRegistry();
  // The HTTP client needs two stores, and the stores need HTTP transports: it reads them late.
  const late: { stores?: RootStore } = {};
  const built = () => {
    if (late.stores === undefined) throw new Error('the platform stores are not built yet');
    return late.stores;
  };
  const { http, bare, tokens } = createPlatformHttp({
    origin: location.origin,
    cookies: rawCookies,
    clock,
    log,
    captcha,
    session: () => built().session,
    fingerprint: () => built().fingerprint,
    onTermsToConfirm: () => bus.next({ type: 'terms', changed: true }),
  });
  const languagePreferences = (): LanguagePreferences => ({
    cookie: rawCookies.get(COOKIE.language),
    browser: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  });

  // Before the configuration arrives, the site's own language list stands in for it; the root
  // config checks the path again against the configured list once it has loaded.
  const hasUaCookie = rawCookies.get(COOKIE.ua) !== undefined;
  const provisional = availableLanguages({
    allowed: SITE_LANGUAGES,
    hidden: HIDDEN_LANGUAGES,
    isAuthorised: hasValidUserToken(rawCookies, Date.now()),
    hasUaCookie,
  });
  const language =
    languageOfPath(location.pathname, provisional) ??
    resolveLanguage(languagePreferences(), provisional);

  // The site config and dictionary the page asked for while this code downloaded.
  const early = earlyAnswersOf(window);
  const rootStore = new RootStore(
    bus,
    {
      siteConfigApi: createSiteConfigHttpApi(http, early),
      blockApi: createBlockHttpApi(http, () => rawCookies.get(COOKIE.userToken), early),
      log,
      clock,
      cookies: rawCookies,
      cookieAgreementApi: createCookieAgreementHttpApi(http),
      displaySettingsApi: createDisplaySettingsHttpApi(http),
      dictionaryApi: createDictionaryHttpApi(http, early),
      fingerprintApi: createFingerprintHttpApi(bare),
      fingerprintComponents: () => gatherFingerprintComponents(window),
      appVersionApi: createAppVersionHttpApi(http),
      visitorCountryApi: createVisitorCountryHttpApi(http),
    },
    { language, hasUaCookie, pathname: location.pathname, search: location.search },
  );
  late.stores = rootStore;
  const cookies: PlatformCookies = {
    ...consentedCookieJar(rawCookies, rootStore.cookieAgreement),
    agreement: rootStore.cookieAgreement,
  };
  const i18n = createI18n(language);
  const styles = (id: string, css: string) => mountStyles(document, id, css);
  const storage = (area: () => Storage) => createExpiringStorage(area, () => clock.now(), log);

  followSessionEvents(bus, tokens);
  const loadDictionary = createDictionaryLoader(window, rootStore.dictionary, i18n);

  const remoteViews = createRemoteViews({
    window: window as BrowserWindow,
    http,
    bus,
    stores: rootStore,
    i18n,
    navigate: (url) => navigateToUrl(url),
    mountStyles: styles,
    mountRootParcel: (config, props) => mountRootParcel(config, props),
    system: () => (window as unknown as { System: SystemLoader }).System,
  });

  const storages = {
    local: storage(() => window.localStorage),
    session: storage(() => window.sessionStorage),
  };

  return {
    bus,
    stores: rootStore,
    http,
    i18n,
    cookies,
    storage: storages,
    captcha,
    clock,
    redirects: createRedirectHttpApi(http, log, undefined, early),
    environment: environmentOf(document),
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    languagePreferences,
    navigate: (url) => navigateToUrl(url),
    mountStyles: styles,
    reactParcel: (options) => reactParcelLifecycles(options, { i18n, mountStyles: styles }),
    remoteViews,
    shared: createSharedStoreRegistry(),
    async start() {
      rootStore.session.setAuthorised(hasValidUserToken(rawCookies, Date.now()));
      markVisitStarted(storages.session, clock.now());
      showLanguage(rootStore.settings.language);
      keepDisplayAttributes(document.documentElement, rootStore.settings);
      keepPanelAttributes(document.documentElement, rootStore.settings);
      await Promise.all([
        rootStore.siteConfig.load(rootStore.settings.language),
        rootStore.blocking.load(location.href),
        loadDictionary(rootStore.settings.language),
      ]);
      rootStore.followLanguage();
      reaction(
        () => rootStore.settings.language,
        (lng) => {
          showLanguage(lng);
          void loadDictionary(lng);
        },
      );
      publishMaintenance(bus, rootStore.siteConfig, rawCookies);
      keepWindowWidthCookie(window, cookies, rootStore.cookieAgreement);
      rootStore.fingerprint.start();
    },
  };
}
