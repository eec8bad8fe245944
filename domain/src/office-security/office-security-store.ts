import { makeAutoObservable } from 'mobx';
import {
  protectionStatus,
  type ProtectionMethods,
  type ProtectionStatus,
} from '../auth/protection-status';
import { normalizePhone } from '../auth/credentials';
import type { UserConfig } from '../auth/user-config';
import type { OfficeSecurityApi, Protection, TwoFactorEnrolment } from './office-security-api';
import { officeSecurityFailureKey } from './office-security-failure';
import {
  publishAnalyticsEvent,
  type AnalyticsEventSink,
} from '../analytics/publish-analytics-event';
import { OFFICE_SECURITY_ANALYTICS_EVENTS } from '../analytics/office-analytics-events';

/** The changes a player makes on the office security and settings pages. */
export type OfficeSecurityAction =
  | 'password'
  | 'two-factor-start'
  | 'two-factor-confirm'
  | 'two-factor-off'
  | 'phone-code'
  | 'phone'
  | 'email'
  | 'secure-question';

export type OfficeSecurityLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The protection methods in the order the security page lists them. */
export const PROTECTION_METHOD_NAMES: readonly (keyof ProtectionMethods)[] = [
  'is_changed_password',
  'enable_two_factor_auth',
  'enable_phone_binding',
  'enable_security_question',
  'enable_email_auth',
];

/**
 * The state of the office security and settings pages: the player's user config (protection level
 * and methods, phone, e-mail, secure question), and each change the player makes, with its
 * pending, failed and done states. One change runs at a time; each answers the new protection,
 * which replaces the config's. State changes after an await go through the named action methods
 * (MobX 7 has no runInAction; docs/decisions.md).
 */
export class OfficeSecurityStore {
  config: UserConfig | null = null;
  loadState: OfficeSecurityLoadState = 'idle';
  /** The dictionary key of why the config did not load. */
  loadErrorKey: string | null = null;
  pending: OfficeSecurityAction | null = null;
  /** The failed change and the dictionary key of its sentence. */
  failure: { readonly action: OfficeSecurityAction; readonly messageKey: string } | null = null;
  /** The change that succeeded last, for its confirmation. */
  done: OfficeSecurityAction | null = null;
  /** The secret of a started two-factor enrolment, until it is confirmed. */
  enrolment: TwoFactorEnrolment | null = null;
  /** The phone a bind_phone code was sent to, until it is bound. */
  phoneCodeSentTo: string | null = null;
  /** The e-mail a confirmation link was sent to. */
  emailSentTo: string | null = null;
  /** The player's last hide-balance choice on this page, while the config may not know it yet. */
  private hideBalanceChoice: boolean | null = null;
  /** How many hide-balance choices were made: a config asked for before one answers it as it was. */
  private hideBalanceChoices = 0;

  constructor(
    private readonly api: OfficeSecurityApi,
    private readonly log: (message: string, detail: unknown) => void,
    /** The bus: each change the server took is an analytics event (OFFICE_SECURITY_ANALYTICS_EVENTS). */
    private readonly bus: AnalyticsEventSink,
  ) {
    makeAutoObservable<
      OfficeSecurityStore,
      'api' | 'log' | 'bus' | 'run' | 'hideBalanceChoices' | 'withChoice'
    >(this, {
      api: false,
      log: false,
      bus: false,
      load: false,
      refresh: false,
      run: false,
      hideBalanceChoices: false,
      withChoice: false,
      setHideBalance: false,
      changePassword: false,
      startTwoFactor: false,
      confirmTwoFactor: false,
      turnOffTwoFactor: false,
      sendPhoneCode: false,
      bindPhone: false,
      setEmail: false,
      setSecureQuestion: false,
    });
  }

  /** spec/shell.md section 4: the protection status of the level; none until the config loads. */
  get status(): ProtectionStatus {
    return protectionStatus(this.config?.protection_level ?? null);
  }

  /** The methods not yet on: each would raise the protection level. */
  get missingMethods(): (keyof ProtectionMethods)[] {
    const methods = this.config?.protection_methods;
    if (methods === undefined) return [];
    return PROTECTION_METHOD_NAMES.filter((name) => !methods[name]);
  }

  /**
   * spec/shell.md section 3, `user_hide_balance`: whether the player hides the balance, for every
   * place that shows it (the header's balance, the office menu). The server's user config owns the
   * flag; a choice made on this page shows at once, before the server has it. Null while unknown.
   */
  get balanceHidden(): boolean | null {
    return this.config?.user_hide_balance ?? this.hideBalanceChoice;
  }

  /** The player hides or shows the balance: everywhere at once, then kept by the server. */
  async setHideBalance(hide: boolean): Promise<void> {
    this.hideBalanceChosen(hide);
    try {
      await this.api.setHideBalance(hide);
    } catch (error) {
      this.log('fail save hide balance', error);
      this.hideBalanceChosen(!hide);
    }
  }

  get twoFactorOn(): boolean {
    return this.config?.protection_methods.enable_two_factor_auth ?? false;
  }

  async load(): Promise<void> {
    this.loadStarted();
    const choices = this.hideBalanceChoices;
    try {
      this.configLoaded(this.withChoice(await this.api.fetchUserConfig(), choices));
    } catch (error) {
      // spec/shell.md section 8: a user config failure is logged.
      this.log('user config not loaded', error);
      this.configFailed(officeSecurityFailureKey(error));
    }
  }

  /**
   * The user config again, quietly (the load state stays as it is): the office menu shows the
   * protection level beside every office page, and must not send the security page it stands
   * beside back to its loading state, nor empty its forms. A failure keeps what it had.
   */
  async refresh(): Promise<void> {
    const choices = this.hideBalanceChoices;
    try {
      this.refreshed(this.withChoice(await this.api.fetchUserConfig(), choices));
    } catch (error) {
      this.log('user config not refreshed', error);
    }
  }

  // A config asked for before the player's last hide-balance choice answers the flag as it stood
  // then: the choice stays.
  private withChoice(config: UserConfig, choicesAtRequest: number): UserConfig {
    const choice = this.hideBalanceChoice;
    if (choicesAtRequest === this.hideBalanceChoices || choice === null) return config;
    return { ...config, user_hide_balance: choice };
  }

  private hideBalanceChosen(hide: boolean): void {
    this.hideBalanceChoices += 1;
    this.hideBalanceChoice = hide;
    if (this.config !== null) this.config = { ...this.config, user_hide_balance: hide };
  }

  private refreshed(config: UserConfig): void {
    this.config = config;
  }

  changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    return this.run('password', () => this.api.changePassword(oldPassword, newPassword));
  }

  async startTwoFactor(password: string): Promise<boolean> {
    let enrolment: TwoFactorEnrolment | null = null;
    const ok = await this.run('two-factor-start', async () => {
      enrolment = await this.api.startTwoFactor(password);
      return null;
    });
    if (enrolment !== null) this.enrolled(enrolment);
    return ok;
  }

  async confirmTwoFactor(code: string): Promise<boolean> {
    const ok = await this.run('two-factor-confirm', () => this.api.confirmTwoFactor(code));
    if (ok) this.enrolled(null);
    return ok;
  }

  turnOffTwoFactor(password: string, code: string): Promise<boolean> {
    return this.run('two-factor-off', () => this.api.turnOffTwoFactor(password, code));
  }

  async sendPhoneCode(phone: string): Promise<boolean> {
    const ok = await this.run('phone-code', async () => {
      await this.api.sendPhoneCode(phone);
      return null;
    });
    if (ok) this.codeSent(phone);
    return ok;
  }

  async bindPhone(code: string): Promise<boolean> {
    const phone = this.phoneCodeSentTo;
    if (phone === null) return false;
    const ok = await this.run('phone', () => this.api.bindPhone(phone, code));
    if (ok) this.phoneBound(phone);
    return ok;
  }

  async setEmail(email: string, password: string): Promise<boolean> {
    const ok = await this.run('email', () => this.api.setEmail(email, password));
    if (ok) this.emailSet(email);
    return ok;
  }

  setSecureQuestion(question: string, answer: string, password: string): Promise<boolean> {
    return this.run('secure-question', async () => {
      const protection = await this.api.setSecureQuestion(question, answer, password);
      this.secureQuestionSet();
      return protection;
    });
  }

  /** One change at a time: a second one while another runs is refused. */
  private async run(
    action: OfficeSecurityAction,
    call: () => Promise<Protection | null>,
  ): Promise<boolean> {
    if (this.pending !== null) return false;
    this.started(action);
    try {
      this.succeeded(action, await call());
    } catch (error) {
      this.failed(action, officeSecurityFailureKey(error));
      return false;
    }
    const analyticsEvent = OFFICE_SECURITY_ANALYTICS_EVENTS[action];
    if (analyticsEvent !== null) publishAnalyticsEvent(this.bus, analyticsEvent);
    return true;
  }

  // Each load starts clean: the player may have changed since the last one in this tab, and the
  // previous player's phone, e-mail or half-done enrolment must not show to the next.
  private loadStarted(): void {
    this.loadState = 'loading';
    this.loadErrorKey = null;
    this.config = null;
    this.pending = null;
    this.failure = null;
    this.done = null;
    this.enrolment = null;
    this.phoneCodeSentTo = null;
    this.emailSentTo = null;
    this.hideBalanceChoice = null;
  }

  private configLoaded(config: UserConfig): void {
    this.config = config;
    this.loadState = 'loaded';
  }

  private configFailed(messageKey: string): void {
    this.loadState = 'failed';
    this.loadErrorKey = messageKey;
  }

  private started(action: OfficeSecurityAction): void {
    this.pending = action;
    this.failure = null;
    this.done = null;
  }

  private succeeded(action: OfficeSecurityAction, protection: Protection | null): void {
    this.pending = null;
    this.done = action;
    if (protection !== null && this.config !== null) {
      this.config = {
        ...this.config,
        protection_level: protection.protection_level,
        protection_methods: protection.protection_methods,
      };
    }
  }

  private failed(action: OfficeSecurityAction, messageKey: string): void {
    this.pending = null;
    this.failure = { action, messageKey };
  }

  private enrolled(enrolment: TwoFactorEnrolment | null): void {
    this.enrolment = enrolment;
  }

  private codeSent(phone: string): void {
    this.phoneCodeSentTo = phone;
  }

  private phoneBound(phone: string): void {
    this.phoneCodeSentTo = null;
    // The server keeps the phone's digits only (credentials.ts).
    const stored = normalizePhone(phone) ?? phone;
    if (this.config !== null) this.config = { ...this.config, phone_number: stored };
  }

  private emailSet(email: string): void {
    this.emailSentTo = email;
    if (this.config !== null) this.config = { ...this.config, user_email: email };
  }

  private secureQuestionSet(): void {
    if (this.config !== null) this.config = { ...this.config, is_active_secure_question: true };
  }
}
