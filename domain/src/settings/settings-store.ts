import { makeAutoObservable } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import { ofType, type ShellEvent } from '../bus/shell-event';
import { availableLanguages } from '../language/resolve-language';
import { HIDDEN_LANGUAGES, SITE_LANGUAGES, type LanguageCode } from '../language/site-languages';
import type { SessionStore } from '../session/session-store';
import type { SiteConfigStore } from '../site-config/site-config-store';

/**
 * Global settings (spec/shell.md section 3) that exist so far: the language. The language follows
 * the path: the root config publishes each settled navigation on the bus and this store listens.
 */
export class SettingsStore {
  language: LanguageCode;
  /** The `ua` cookie widens the offered languages (spec/shell.md section 5). */
  hasUaCookie: boolean;
  private readonly subscription: Subscription;

  constructor(
    bus: Observable<ShellEvent>,
    private readonly siteConfig: SiteConfigStore,
    private readonly session: SessionStore,
    initial: { language: LanguageCode; hasUaCookie: boolean },
  ) {
    this.language = initial.language;
    this.hasUaCookie = initial.hasUaCookie;
    makeAutoObservable<SettingsStore, 'siteConfig' | 'session' | 'subscription'>(this, {
      siteConfig: false,
      session: false,
      subscription: false,
    });
    this.subscription = bus
      .pipe(ofType('navigation'))
      .subscribe((event) => this.setLanguage(event.lng));
  }

  setLanguage(lng: LanguageCode): void {
    this.language = lng;
  }

  /**
   * The languages this visitor may use. Until the configuration has loaded, the site's own list
   * stands in for it.
   */
  get availableLanguages(): LanguageCode[] {
    const config = this.siteConfig.config;
    return availableLanguages({
      allowed: config?.languages ?? SITE_LANGUAGES,
      hidden: config?.hiddenLanguages ?? HIDDEN_LANGUAGES,
      isAuthorised: this.session.authorised,
      hasUaCookie: this.hasUaCookie,
    });
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
