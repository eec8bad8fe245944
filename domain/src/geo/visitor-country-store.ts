import type { ReadonlyStatic, VisitorCountrySchema } from '@betshell/api-contract';
import { makeAutoObservable } from 'mobx';
import { showsPolicyLogo } from './site-countries';

/** What the platform API knows of the visitor's country, from the load balancer's geo header. */
export type VisitorCountry = ReadonlyStatic<typeof VisitorCountrySchema>;

/** GET /web-api/geo/visitor (ours: the spec says only that the config call carries the header). */
export interface VisitorCountryApi {
  fetchVisitorCountry(): Promise<VisitorCountry>;
}

/**
 * The visitor's country as the server sees it. The browser cannot know it by itself, and the site
 * configuration is cached for every visitor alike, so it asks once per page, when something (the
 * footer's policy logo) needs it. A failure is logged and leaves the country unknown.
 */
export class VisitorCountryStore {
  country: VisitorCountry | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly api: VisitorCountryApi,
    private readonly log: (message: string, detail: unknown) => void,
  ) {
    makeAutoObservable<VisitorCountryStore, 'api' | 'log' | 'loading' | 'request'>(this, {
      api: false,
      log: false,
      loading: false,
      request: false,
      load: false,
    });
  }

  /** limits-coupon-signin.md sections 7 and 9: the policy logo shows in the listed countries. */
  get showsPolicyLogo(): boolean {
    return showsPolicyLogo(this.country?.countryId ?? null);
  }

  /** Asks the server once per page; later calls share the first. */
  load(): Promise<void> {
    this.loading ??= this.request();
    return this.loading;
  }

  private async request(): Promise<void> {
    try {
      this.loaded(await this.api.fetchVisitorCountry());
    } catch (error) {
      this.log('visitor country not loaded', error);
    }
  }

  private loaded(country: VisitorCountry): void {
    this.country = country;
  }
}
