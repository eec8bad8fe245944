import { makeAutoObservable } from 'mobx';
import { retryWith } from '../retry/retry-with';
import type { LanguageCode } from '../language/site-languages';
import { NO_SITE_CONFIG, SITE_CONFIG_LOAD_RETRY, type SiteConfig } from './site-config';

/**
 * `cached` lets the browser answer from its HTTP cache (600 to 900 s, spec/shell.md section 9);
 * `fresh` asks the server again, for when the configuration is known to change (maintenance ending).
 */
export type SiteConfigFreshness = 'cached' | 'fresh';

/** The transport the store is given; the platform runtime implements it over HTTP. */
export interface SiteConfigApi {
  fetchSiteConfig(lng: LanguageCode, freshness: SiteConfigFreshness): Promise<SiteConfig>;
}

export type SiteConfigState = 'idle' | 'loading' | 'ready' | 'failed';

export class SiteConfigStore {
  config: SiteConfig | null = null;
  state: SiteConfigState = 'idle';
  error: string | null = null;
  /** Answers for an older language must not overwrite a newer one. */
  private latestRequest = 0;

  constructor(private readonly api: SiteConfigApi) {
    // Every method is a named action (SiteConfigStore.loaded, ...): MobX 7 has no named
    // runInAction, so state changes after an await go through these.
    makeAutoObservable<SiteConfigStore, 'api' | 'latestRequest'>(this, {
      api: false,
      latestRequest: false,
      load: false,
    });
  }

  /** Loads the configuration for a language, retrying as spec/shell.md section 9 says. */
  async load(lng: LanguageCode, freshness: SiteConfigFreshness = 'cached'): Promise<void> {
    const request = this.started();
    try {
      const config = await retryWith(SITE_CONFIG_LOAD_RETRY, () =>
        this.api.fetchSiteConfig(lng, freshness),
      );
      this.loaded(request, config);
    } catch {
      this.failed(request);
    }
  }

  private started(): number {
    this.state = 'loading';
    return ++this.latestRequest;
  }

  private loaded(request: number, config: SiteConfig): void {
    if (request !== this.latestRequest) return;
    this.config = config;
    this.state = 'ready';
    this.error = null;
  }

  private failed(request: number): void {
    if (request !== this.latestRequest) return;
    this.state = 'failed';
    this.error = NO_SITE_CONFIG;
  }
}
