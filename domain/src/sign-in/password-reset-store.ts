import { makeAutoObservable } from 'mobx';
import {
  publishAnalyticsEvent,
  type AnalyticsEventSink,
} from '../analytics/publish-analytics-event';
import type { AccountRecoveryApi } from './account-recovery-api';
import { newPasswordErrorKey } from './new-password';
import { SignInStep } from './sign-in-step';

export type RecoveryChannel = 'email' | 'phone';

/**
 * Forgot and reset password (spec/shell.md 2.8, decisions.md): the forgot-password modal and the
 * password reset page share it. The player asks for a link (e-mail) or a code (phone); a link
 * opens the reset page with its token, a code is typed beside the new password. The server answers
 * the same whether or not the account exists, and so does this store.
 */
export class PasswordResetStore {
  channel: RecoveryChannel = 'email';
  /** Where the link or code went, once the server took the request. */
  sentTo: string | null = null;
  readonly request = new SignInStep();
  readonly reset = new SignInStep();

  constructor(
    private readonly api: Pick<AccountRecoveryApi, 'forgotPassword' | 'resetPassword'>,
    /** The bus: a request the server took and a reset done are analytics events. */
    private readonly bus: AnalyticsEventSink,
  ) {
    makeAutoObservable<PasswordResetStore, 'api' | 'bus'>(this, { api: false, bus: false });
  }

  choose(channel: RecoveryChannel): void {
    this.clear();
    this.channel = channel;
  }

  async requestReset(contact: string): Promise<boolean> {
    const body = this.channel === 'email' ? { email: contact } : { phone: contact };
    const channel = this.channel;
    const sent = await this.request.run(() => this.api.forgotPassword(body));
    if (sent) {
      this.sent(contact);
      publishAnalyticsEvent(this.bus, 'password_recovery_requested', { label: channel });
    }
    return sent;
  }

  /** The phone's code and the new password, typed twice. */
  async resetByCode(code: string, password: string, repeated: string): Promise<boolean> {
    const phone = this.sentTo;
    if (phone === null || this.channel !== 'phone') return false;
    return this.resetWith('code', password, repeated, () =>
      this.api.resetPassword({ phone, code, password }),
    );
  }

  /** The e-mailed link's token and the new password, typed twice. */
  async resetByLink(token: string, password: string, repeated: string): Promise<boolean> {
    return this.resetWith('link', password, repeated, () =>
      this.api.resetPassword({ token, password }),
    );
  }

  clear(): void {
    this.sentTo = null;
    this.request.reset();
    this.reset.reset();
  }

  private async resetWith(
    by: 'link' | 'code',
    password: string,
    repeated: string,
    call: () => Promise<void>,
  ): Promise<boolean> {
    const problem = newPasswordErrorKey(password, repeated);
    if (problem !== null) {
      this.reset.refuse(problem);
      return false;
    }
    const done = await this.reset.run(call);
    if (done) publishAnalyticsEvent(this.bus, 'password_reset_done', { label: by });
    return done;
  }

  private sent(contact: string): void {
    this.sentTo = contact;
  }
}
