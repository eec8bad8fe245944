import { reaction, type IReactionDisposer } from 'mobx';
import type { ShellEventBus } from './bus/shell-event';
import type { LanguageCode } from './language/site-languages';
import { NavigationStore } from './navigation/navigation-store';
import { SettingsStore } from './settings/settings-store';
import { SiteConfigStore, type SiteConfigApi } from './site-config/site-config-store';

/** Every transport the stores need; the platform runtime passes HTTP implementations. */
export interface RootStoreTransports {
  readonly siteConfigApi: SiteConfigApi;
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
  readonly settings: SettingsStore;
  readonly navigation: NavigationStore;
  private readonly disposers: IReactionDisposer[] = [];

  constructor(bus: ShellEventBus, transports: RootStoreTransports, options: RootStoreOptions) {
    this.siteConfig = new SiteConfigStore(transports.siteConfigApi);
    this.settings = new SettingsStore(bus, this.siteConfig, options);
    this.navigation = new NavigationStore(bus, options);
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
  }
}
