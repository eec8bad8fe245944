import { createShellEventBus, type ShellEventBus } from '../bus/shell-event';
import type { LanguageCode } from '../language/site-languages';
import { RootStore } from '../root-store';
import type { SiteConfig } from '../site-config/site-config';
import { siteConfigFixture } from './site-config-fixture';

export interface RootStoreFixture {
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
}

/**
 * A root store on in-memory transports with its site configuration loaded: nothing blocked,
 * nothing logged, the configuration the test asks for.
 */
export async function rootStoreFixture(
  options: {
    config?: Partial<SiteConfig>;
    language?: LanguageCode;
    pathname?: string;
    search?: string;
  } = {},
): Promise<RootStoreFixture> {
  const bus = createShellEventBus();
  const language = options.language ?? 'ru';
  const stores = new RootStore(
    bus,
    {
      siteConfigApi: { fetchSiteConfig: () => Promise.resolve(siteConfigFixture(options.config)) },
      blockApi: { check: () => Promise.resolve({ displayTypeId: 0, templateTypeId: 0 }) },
      log: () => undefined,
    },
    {
      language,
      hasUaCookie: false,
      pathname: options.pathname ?? `/${language}/`,
      search: options.search ?? '',
    },
  );
  await stores.siteConfig.load(language);
  return { bus, stores };
}
