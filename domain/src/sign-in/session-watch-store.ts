import { makeAutoObservable } from 'mobx';
import type { Subscription } from 'rxjs';
import type { UserConfig } from '../auth/user-config';
import { ofType, type ShellEventBus } from '../bus/shell-event';
import type { SessionStore } from '../session/session-store';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { Clock } from '../time/clock';
import {
  AUTH_CHECK_INTERVAL_MS,
  INACTIVITY_NOTICE_KEY,
  INACTIVITY_NOTICE_MESSAGE_KEY,
  SESSION_LOAD_DELAY_MS,
  type SignInApi,
} from './sign-in-api';
import { sessionEndedReason } from './sign-in-error';

export interface SessionWatchDeps {
  readonly api: SignInApi;
  readonly bus: ShellEventBus;
  readonly session: SessionStore;
  readonly clock: Clock;
  /** Local storage: the inactivity notice waits there for the next start. */
  readonly storage: KeyValueStorage;
  /** Whether the page is visible now (the auth check is polled only then). */
  readonly visible: () => boolean;
  /** The user id (`sub`) of the user_token cookie's token, or null. */
  readonly tokenUserId: () => number | null;
  readonly log: (message: string, detail: unknown) => void;
  /** After logout: the language home. */
  readonly goHome: () => void;
  /** After the server ended the session: the page starts again, signed out. */
  readonly restart: () => void;
}

/**
 * The session behaviour of spec/shell.md section 4 in the browser: the auth check every 60 s while
 * the page is visible, the session loaded about 8 s after the page is ready, the user config with
 * its loading states (and its ban and terms told to the guards through the bus), the logout, and
 * the inactivity logout whose notice shows at the next start.
 */
export class SessionWatchStore {
  /** spec/shell.md section 4, user config loading: set while a load is under way or done. */
  userConfigInstalled = false;
  userConfigLoaded = false;
  userConfig: UserConfig | null = null;
  /** The server session's answer (GET /web-api/session), once loaded. */
  serverSession: unknown = null;
  private cancelCheck: (() => void) | null = null;
  private cancelSessionLoad: (() => void) | null = null;
  private subscription: Subscription | null = null;

  constructor(private readonly deps: SessionWatchDeps) {
    makeAutoObservable<
      SessionWatchStore,
      'deps' | 'cancelCheck' | 'cancelSessionLoad' | 'subscription'
    >(this, {
      deps: false,
      cancelCheck: false,
      cancelSessionLoad: false,
      subscription: false,
      start: false,
      dispose: false,
      logout: false,
    });
  }

  /** The page is ready: the notice left by an inactivity logout, then the player's session. */
  start(): void {
    const { storage, bus, session } = this.deps;
    if (storage.get(INACTIVITY_NOTICE_KEY) !== undefined) {
      storage.remove(INACTIVITY_NOTICE_KEY);
      bus.next({
        type: 'notification',
        kind: 'warning',
        message: { key: INACTIVITY_NOTICE_MESSAGE_KEY },
        permanent: true,
      });
    }
    this.subscription = bus.pipe(ofType('session')).subscribe((event) => {
      if (event.change === 'signed-in') this.follow();
      else this.forget();
    });
    if (session.authorised) {
      // A page that starts with a token knows the player is signed in but not who: the token's
      // subject tells, as a sign-in on the bus (the header's player menu shows the id).
      const userId = this.deps.tokenUserId();
      if (userId === null) this.follow();
      else bus.next({ type: 'session', change: 'signed-in', userId });
      this.cancelSessionLoad = this.deps.clock.schedule(SESSION_LOAD_DELAY_MS, () => {
        void this.loadSession();
      });
    }
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.stopChecks();
    this.cancelSessionLoad?.();
    this.cancelSessionLoad = null;
  }

  /**
   * spec/shell.md section 4, logout: disconnect, then the player's cookies and state go (the session
   * store resets the ban level and the user id, the platform drops the token), then home. A failed
   * disconnect still signs the page out: the player asked to leave.
   */
  async logout(): Promise<void> {
    try {
      await this.deps.api.disconnect();
    } catch (error) {
      this.deps.log('Disconnect error', error);
    }
    this.deps.bus.next({ type: 'session', change: 'signed-out' });
    this.deps.goHome();
  }

  /** One auth check; the poll calls it every AUTH_CHECK_INTERVAL_MS while the page is visible. */
  async check(): Promise<void> {
    if (!this.deps.session.authorised) return;
    try {
      await this.deps.api.check();
    } catch (error) {
      const reason = sessionEndedReason(error);
      if (reason === null) {
        this.deps.log('Auth check error', error);
        return;
      }
      this.ended(reason);
    }
  }

  async loadUserConfig(): Promise<void> {
    this.configRequested();
    try {
      const config = await this.deps.api.userConfig();
      // A config that arrives after the player left belongs to nobody on this page.
      if (!this.deps.session.authorised) return this.configFailed();
      this.configLoaded(config);
    } catch (error) {
      this.configFailed();
      this.deps.log('User config load error', error);
      return;
    }
    try {
      const terms = await this.deps.api.termsStatus();
      this.deps.bus.next({ type: 'terms', changed: terms.result });
    } catch (error) {
      // spec/shell.md section 4: a failed terms status call sets the flag false.
      this.deps.bus.next({ type: 'terms', changed: false });
      this.deps.log('Terms status error', error);
    }
  }

  private async loadSession(): Promise<void> {
    try {
      this.sessionLoaded(await this.deps.api.session());
    } catch (error) {
      this.deps.log('Session load error', error);
    }
  }

  private sessionLoaded(answer: unknown): void {
    this.serverSession = answer;
  }

  private configRequested(): void {
    this.userConfigInstalled = true;
    this.userConfigLoaded = false;
  }

  private configLoaded(config: UserConfig): void {
    this.userConfig = config;
    this.userConfigLoaded = true;
    this.deps.bus.next({ type: 'ban', level: config.ban_level, version: config.ban_version });
  }

  private configFailed(): void {
    this.userConfigInstalled = false;
    this.userConfigLoaded = false;
  }

  private follow(): void {
    void this.loadUserConfig();
    this.scheduleCheck();
  }

  private forget(): void {
    this.stopChecks();
    this.userConfig = null;
    this.userConfigInstalled = false;
    this.userConfigLoaded = false;
  }

  private scheduleCheck(): void {
    this.stopChecks();
    this.cancelCheck = this.deps.clock.schedule(AUTH_CHECK_INTERVAL_MS, () => {
      this.cancelCheck = null;
      const checked = this.deps.visible() ? this.check() : Promise.resolve();
      void checked.then(() => {
        if (this.deps.session.authorised) this.scheduleCheck();
      });
    });
  }

  private stopChecks(): void {
    this.cancelCheck?.();
    this.cancelCheck = null;
  }

  private ended(reason: string): void {
    if (reason === 'inactivity') this.deps.storage.set(INACTIVITY_NOTICE_KEY, '1');
    this.deps.bus.next({ type: 'session', change: 'expired' });
    this.deps.restart();
  }
}
