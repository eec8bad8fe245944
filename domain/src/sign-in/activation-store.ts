import { makeAutoObservable } from 'mobx';
import type { ActivationType } from '../auth/activation-type';
import { parseQuery } from '../guards/query-string';
import type { AccountRecoveryApi } from './account-recovery-api';
import { SignInStep } from './sign-in-step';

/** The one-time token of an activation or reset link (`?token=`), or null. */
export function linkToken(search: string): string | null {
  const token = parseQuery(search)['token']?.trim();
  return token === undefined || token === '' ? null : token;
}

/**
 * The activation pages (spec/shell.md 2.8, user/activate, user/activatefast, user/accountverify;
 * activation types of section 4): an e-mail is confirmed by the link's token, a phone by an SMS
 * code sent to it while signed in. The activation type the server answers says what is confirmed.
 */
export class ActivationStore {
  activationType: ActivationType | null = null;
  smsSentTo: string | null = null;
  readonly sms = new SignInStep();
  readonly confirm = new SignInStep();

  constructor(private readonly api: Pick<AccountRecoveryApi, 'activate' | 'sendSms'>) {
    makeAutoObservable<ActivationStore, 'api'>(this, { api: false });
  }

  async activateByLink(token: string): Promise<boolean> {
    return this.confirm.run(async () => this.activated(await this.api.activate({ token })));
  }

  async sendCode(phone: string): Promise<boolean> {
    const sent = await this.sms.run(() => this.api.sendSms(phone, 'activate_phone'));
    if (sent) this.codeSent(phone);
    return sent;
  }

  async activateByCode(code: string): Promise<boolean> {
    const phone = this.smsSentTo;
    if (phone === null) return false;
    return this.confirm.run(async () => this.activated(await this.api.activate({ phone, code })));
  }

  private codeSent(phone: string): void {
    this.smsSentTo = phone;
  }

  private activated(answer: { readonly activation_type: ActivationType }): void {
    this.activationType = answer.activation_type;
  }
}
