import { reaction, type IReactionDisposer } from 'mobx';
import { AppVersionWatch, type AppVersionApi } from './app-version/app-version-watch';
import { BlockingStore, type BlockApi } from './blocking/blocking-store';
import type { ShellEventBus } from './bus/shell-event';
import { consentedCookieJar } from './cookies/consented-cookie-jar';
import { CookieAgreementStore, type CookieAgreementApi } from './cookies/cookie-agreement-store';
import { CouponSummary } from './coupon/coupon-summary';
import type { CookieJar } from './cookies/cookie-jar';
import type { FingerprintComponents } from './fingerprint/fingerprint-answer';
import { FingerprintStore, type FingerprintApi } from './fingerprint/fingerprint-store';
import { VisitorCountryStore, type VisitorCountryApi } from './geo/visitor-country-store';
import { DictionaryStore, type DictionaryApi } from './i18n/dictionary-store';
import type { LanguageCode } from './language/site-languages';
import { NavigationStore } from './navigation/navigation-store';
import { NotificationsStore } from './notifications/notifications-store';
import { SessionStore } from './session/session-store';
import type { DisplaySettingsApi } from './settings/player-display-settings';
import { SettingsStore } from './settings/settings-store';
import { DEFAULT_SITE_CONFIG } from './site-config/default-site-config';
import { SiteConfigStore, type SiteConfigApi } from './site-config/site-config-store';
import type { Clock } from './time/clock';

/** Every transport the stores need; the platform runtime passes HTTP implementations. */
export interface RootStoreTransports {
  readonly siteConfigApi: SiteConfigApi;
  readonly blockApi: BlockApi;
  /** Where stores report failures the spec says to log (section 8). */
  readonly log: (message: string, error: unknown) => void;
  readonly clock: Clock;
  /** The page's cookies, unfiltered: the root store puts the cookie agreement in front of them. */
  readonly cookies: CookieJar;
  readonly cookieAgreementApi: CookieAgreementApi;
  /** The signed-in player's display settings on the server (GET and PUT /web-api/user/settings). */
  readonly displaySettingsApi: DisplaySettingsApi;
  readonly dictionaryApi: DictionaryApi;
  readonly fingerprintApi: FingerprintApi;
  /** Gathers what the fingerprint is made of (the browser's components). */
  readonly fingerprintComponents: () => FingerprintComponents;
  readonly appVersionApi: AppVersionApi;
  readonly visitorCountryApi: VisitorCountryApi;
}

export interface RootStoreOptions {
  readonly language: LanguageCode;
  readonly hasUaCookie: boolean;
  readonly pathname: string;
  readonly search: string;
}

/** The one root of the MobX stores (DESIGN.md): it creates each store with its transport. */
export class RootStore {
  readonly siteConfig: SiteConfigStore;
  readonly session: SessionStore;
  readonly settings: SettingsStore;
  readonly navigation: NavigationStore;
  readonly blocking: BlockingStore;
  readonly cookieAgreement: CookieAgreementStore;
  readonly notifications: NotificationsStore;
  readonly dictionary: DictionaryStore;
  readonly fingerprint: FingerprintStore;
  /** The release the page runs and whether the server has a newer one (the chrome's warning). */
  readonly appVersion: AppVersionWatch;
  /** The visitor's country as the server sees it (the footer's policy logo). */
  readonly visitorCountry: VisitorCountryStore;
  /** The coupon's count for the chrome, read from the coupon store once a parcel makes it. */
  readonly couponSummary = new CouponSummary();
  private readonly disposers: IReactionDisposer[] = [];

  constructor(bus: ShellEventBus, transports: RootStoreTransports, options: RootStoreOptions) {
    this.siteConfig = new SiteConfigStore(transports.siteConfigApi);
    this.session = new SessionStore(bus);
    this.cookieAgreement = new CookieAgreementStore(
      transports.cookies,
      transports.cookieAgreementApi,
      transports.clock,
      transports.log,
    );
    this.settings = new SettingsStore(
      bus,
      this.siteConfig,
      this.session,
      options,
      consentedCookieJar(transports.cookies, this.cookieAgreement),
      { api: transports.displaySettingsApi, log: transports.log },
    );
    this.navigation = new NavigationStore(bus, options);
    this.blocking = new BlockingStore(transports.blockApi, transports.log);
    this.notifications = new NotificationsStore(bus, transports.clock);
    this.dictionary = new DictionaryStore(transports.dictionaryApi);
    this.fingerprint = new FingerprintStore(
      bus,
      transports.fingerprintApi,
      transports.fingerprintComponents,
      transports.clock,
      transports.log,
    );
    this.appVersion = new AppVersionWatch(
      transports.appVersionApi,
      transports.clock,
      transports.log,
      {
        intervalMs: () =>
          (this.siteConfig.config?.appVersionCheckIntervalSeconds ??
            DEFAULT_SITE_CONFIG.appVersionCheckIntervalSeconds) * 1000,
      },
    );
    this.visitorCountry = new VisitorCountryStore(transports.visitorCountryApi, transports.log);
  }

  /** From here on the configuration follows the language (it is served per language). */
  followLanguage(): void {
    this.disposers.push(
      reaction(
        () => this.settings.language,
        (lng) => void this.siteConfig.load(lng),
      ),
    );
  }

  dispose(): void {
    this.disposers.splice(0).forEach((dispose) => dispose());
    this.settings.dispose();
    this.navigation.dispose();
    this.session.dispose();
    this.notifications.dispose();
    this.fingerprint.dispose();
    this.appVersion.dispose();
  }
}
