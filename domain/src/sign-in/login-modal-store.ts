import { makeAutoObservable } from 'mobx';
import type { LoginForm, LoginPayload } from '../auth/sign-in-vocabulary';
import type { ShellEventBus } from '../bus/shell-event';
import type { SignInApi } from './sign-in-api';
import { signInErrorKey } from './sign-in-error';

/** The forms a player picks from; the two-step code form follows a password form by itself. */
export const LOGIN_FORM_CHOICES = ['login_password', 'phone_password', 'sms'] as const;
export type LoginFormChoice = (typeof LOGIN_FORM_CHOICES)[number];

export interface LoginModalDeps {
  readonly api: SignInApi;
  readonly bus: ShellEventBus;
  /** Told once the player is signed in, with the return url the modal was opened with. */
  readonly signedIn: (returnUrl: string | null) => void;
}

type PasswordPayload = Omit<LoginPayload, 'form' | 'code'>;

/**
 * The login modal (limits-coupon-signin.md section 3, auth form): which form shows, the call in
 * flight, the refusal to show, and the password a two-step player already gave (kept only in
 * memory, until the code step ends or the modal closes).
 */
export class LoginModalStore {
  isOpen = false;
  form: LoginForm = 'login_password';
  returnUrl: string | null = null;
  submitting = false;
  /** A dictionary key saying why the last call failed; null when nothing failed. */
  errorKey: string | null = null;
  /** The sms form: the phone a code was sent to. */
  smsSentTo: string | null = null;
  private twoStep: { readonly payload: PasswordPayload } | null = null;

  constructor(private readonly deps: LoginModalDeps) {
    makeAutoObservable<LoginModalStore, 'deps' | 'twoStep'>(this, {
      deps: false,
      twoStep: false,
    });
  }

  open(returnUrl: string | null = null): void {
    this.isOpen = true;
    this.returnUrl = returnUrl;
    this.errorKey = null;
  }

  close(): void {
    this.isOpen = false;
    this.returnUrl = null;
    this.reset('login_password');
  }

  choose(form: LoginFormChoice): void {
    this.reset(form);
  }

  /** Sends a password or sms form; a two-step player is asked for the code next. */
  async submit(payload: LoginPayload): Promise<void> {
    await this.call(async () => {
      const answer = await this.deps.api.login(payload);
      if (answer.success) return this.signedIn(answer.userId);
      this.askForCode(payload);
    });
  }

  /** The two-step code form: the password form again, with the TOTP code. */
  async submitCode(code: string): Promise<void> {
    const pending = this.twoStep;
    if (pending === null) return;
    await this.call(async () => {
      const answer = await this.deps.api.login({
        ...pending.payload,
        form: 'login_password_two_step_code',
        code,
      });
      if (answer.success) this.signedIn(answer.userId);
    });
  }

  async sendSms(phone: string): Promise<void> {
    await this.call(async () => {
      await this.deps.api.sendLoginSms(phone);
      this.smsSent(phone);
    });
  }

  private async call(work: () => Promise<void>): Promise<void> {
    this.started();
    try {
      await work();
      this.finished(null);
    } catch (error) {
      this.finished(signInErrorKey(error));
    }
  }

  private started(): void {
    this.submitting = true;
    this.errorKey = null;
  }

  private finished(errorKey: string | null): void {
    this.submitting = false;
    this.errorKey = errorKey;
  }

  private smsSent(phone: string): void {
    this.smsSentTo = phone;
  }

  private askForCode(payload: LoginPayload): void {
    // The password form's fields go again with the code; its name and any old code do not.
    const rest: Record<string, unknown> = { ...payload };
    delete rest['form'];
    delete rest['code'];
    this.twoStep = { payload: rest };
    this.form = 'login_password_two_step_code';
  }

  private signedIn(userId: number): void {
    const { returnUrl } = this;
    this.close();
    this.deps.bus.next({ type: 'session', change: 'signed-in', userId });
    this.deps.signedIn(returnUrl);
  }

  private reset(form: LoginForm): void {
    this.form = form;
    this.errorKey = null;
    this.smsSentTo = null;
    this.twoStep = null;
    this.submitting = false;
  }
}
