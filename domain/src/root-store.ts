import { reaction, type IReactionDisposer } from 'mobx';
import { BlockingStore, type BlockApi } from './blocking/blocking-store';
import type { ShellEventBus } from './bus/shell-event';
import type { LanguageCode } from './language/site-languages';
import { NavigationStore } from './navigation/navigation-store';
import { SessionStore } from './session/session-store';
import { SettingsStore } from './settings/settings-store';
import { SiteConfigStore, type SiteConfigApi } from './site-config/site-config-store';

/** Every transport the stores need; the platform runtime passes HTTP implementations. */
export interface RootStoreTransports {
  readonly siteConfigApi: SiteConfigApi;
  readonly blockApi: BlockApi;
  /** Where stores report failures the spec says to log (section 8). */
  readonly log: (message: string, error: unknown) => void;
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
  private readonly disposers: IReactionDisposer[] = [];

  constructor(bus: ShellEventBus, transports: RootStoreTransports, options: RootStoreOptions) {
    this.siteConfig = new SiteConfigStore(transports.siteConfigApi);
    this.session = new SessionStore();
    this.settings = new SettingsStore(bus, this.siteConfig, this.session, options);
    this.navigation = new NavigationStore(bus, options);
    this.blocking = new BlockingStore(transports.blockApi, transports.log);
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
