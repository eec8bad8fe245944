import { createShellEventBus, type ShellEventBus } from '../bus/shell-event';
import type { LanguageCode } from '../language/site-languages';
import { RootStore, type RootStoreTransports } from '../root-store';
import type { SiteConfig } from '../site-config/site-config';
import { manualClock, type ManualClock } from './manual-clock';
import { memoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
import { siteConfigFixture } from './site-config-fixture';

export interface RootStoreFixture {
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly clock: ManualClock;
  readonly cookies: MemoryCookieJar;
}

/**
 * In-memory transports: nothing blocked, nothing logged, empty dictionaries, a fingerprint
 * service that issues a token valid for an hour, a player who keeps no display settings on the server, a cookie agreement log that accepts everything,
 * one app version that never changes and a visitor from an unknown country.
 */
export function rootStoreTransportsFixture(
  config: SiteConfig,
  clock: ManualClock,
  cookies: MemoryCookieJar,
): RootStoreTransports {
  return {
    siteConfigApi: { fetchSiteConfig: () => Promise.resolve(config) },
    blockApi: { check: () => Promise.resolve({ displayTypeId: 0, templateTypeId: 0 }) },
    log: () => undefined,
    clock,
    cookies,
    cookieAgreementApi: { record: () => Promise.resolve() },
    displaySettingsApi: { read: () => Promise.resolve({}), save: () => Promise.resolve() },
    dictionaryApi: { fetchDictionary: () => Promise.resolve({}) },
    fingerprintApi: {
      issue: (componentsData) =>
        Promise.resolve({
          token: 'fingerprint-fixture',
          expiresAt: new Date(clock.now() + 3_600_000).toISOString(),
          data: componentsData,
        }),
    },
    fingerprintComponents: () => ({ userAgent: 'fixture' }),
    appVersionApi: { fetchVersion: () => Promise.resolve('fixture-version') },
    visitorCountryApi: {
      fetchVisitorCountry: () => Promise.resolve({ countryCode: null, countryId: null }),
    },
  };
}

/** A root store on in-memory transports with its site configuration loaded. */
export async function rootStoreFixture(
  options: {
    config?: Partial<SiteConfig>;
    language?: LanguageCode;
    pathname?: string;
    search?: string;
    cookies?: Record<string, string>;
    /** Transports of the test's own, in place of the in-memory ones. */
    transports?: Partial<RootStoreTransports>;
  } = {},
): Promise<RootStoreFixture> {
  const bus = createShellEventBus();
  const language = options.language ?? 'ru';
  const clock = manualClock();
  const cookies = memoryCookieJar(options.cookies);
  const stores = new RootStore(
    bus,
    {
      ...rootStoreTransportsFixture(siteConfigFixture(options.config), clock, cookies),
      ...options.transports,
    },
    {
      language,
      hasUaCookie: false,
      pathname: options.pathname ?? `/${language}/`,
      search: options.search ?? '',
    },
  );
  await stores.siteConfig.load(language);
  return { bus, stores, clock, cookies };
}
