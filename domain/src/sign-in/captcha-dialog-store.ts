import type {
  CaptchaImageSchema,
  CaptchaVerdictSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import { makeAutoObservable } from 'mobx';
import type {
  CaptchaChallenge,
  CaptchaPresenter,
  CaptchaSolution,
} from '../captcha/captcha-presenter';
import { signInErrorKey } from './sign-in-error';

/** A captcha the server drew: GET /web-api/captcha/update (docs/sign-in.md). */
export type CaptchaImage = ReadonlyStatic<typeof CaptchaImageSchema>;

/** The captcha calls (decisions.md's paths). */
export interface CaptchaApi {
  readonly update: () => Promise<CaptchaImage>;
  /** POST /web-api/captcha/validate: whether the answer is right (then it stays usable once). */
  readonly validate: (
    captchaId: string,
    captcha: string,
  ) => Promise<ReadonlyStatic<typeof CaptchaVerdictSchema>>;
}

export const CAPTCHA_PATH = {
  update: '/web-api/captcha/update',
  validate: '/web-api/captcha/validate',
} as const;

/**
 * The captcha a form shows (the user transfer's) or the dialog the platform's HTTP client asks for
 * (spec/shell.md section 8, codes 100, 111, 112, 113): the image the server drew, a fresh one on
 * demand, and the check of the player's answer before the call is sent again.
 */
export class CaptchaStore {
  image: CaptchaImage | null = null;
  loading = false;
  checking = false;
  errorKey: string | null = null;

  constructor(private readonly api: CaptchaApi) {
    makeAutoObservable<CaptchaStore, 'api'>(this, { api: false });
  }

  async refresh(): Promise<void> {
    this.loadStarted();
    try {
      this.loaded(await this.api.update());
    } catch (error) {
      this.loadFailed(signInErrorKey(error));
    }
  }

  /** Checks the answer with the server; a wrong one draws a new image (the old is spent sooner or later). */
  async check(answer: string): Promise<CaptchaSolution | null> {
    const image = this.image;
    const text = answer.trim();
    if (image === null || this.checking) return null;
    if (text === '') {
      this.refused('captcha_error_empty');
      return null;
    }
    this.checkStarted();
    try {
      const verdict = await this.api.validate(image.captchaId, text);
      this.checked(verdict.success ? null : 'captcha_error_wrong');
      if (verdict.success) return { captchaId: image.captchaId, answer: text };
    } catch (error) {
      this.checked(signInErrorKey(error));
    }
    await this.refresh();
    return null;
  }

  clear(): void {
    this.image = null;
    this.errorKey = null;
    this.loading = false;
    this.checking = false;
  }

  private loadStarted(): void {
    this.loading = true;
  }

  private loaded(image: CaptchaImage): void {
    this.loading = false;
    this.image = image;
  }

  private loadFailed(errorKey: string): void {
    this.loading = false;
    this.image = null;
    this.errorKey = errorKey;
  }

  private refused(errorKey: string): void {
    this.errorKey = errorKey;
  }

  private checkStarted(): void {
    this.checking = true;
    this.errorKey = null;
  }

  private checked(errorKey: string | null): void {
    this.checking = false;
    this.errorKey = errorKey;
  }
}

/**
 * The captcha dialog registered with `platform.captcha`: a challenge opens it with a fresh image;
 * a right answer closes it and the HTTP client sends the call again; closing it declines.
 */
export class CaptchaDialogStore implements CaptchaPresenter {
  challenge: CaptchaChallenge | null = null;
  readonly captcha: CaptchaStore;
  private pending: ((solution: CaptchaSolution | null) => void) | null = null;

  constructor(api: CaptchaApi) {
    this.captcha = new CaptchaStore(api);
    makeAutoObservable<CaptchaDialogStore, 'pending'>(this, { pending: false, captcha: false });
  }

  get isOpen(): boolean {
    return this.challenge !== null;
  }

  solve(challenge: CaptchaChallenge): Promise<CaptchaSolution | null> {
    // A second challenge while one is open answers the first as declined: one dialog at a time.
    this.settle(null);
    this.opened(challenge);
    void this.captcha.refresh();
    return new Promise((resolve) => {
      this.pending = resolve;
    });
  }

  async answer(text: string): Promise<void> {
    const solution = await this.captcha.check(text);
    if (solution !== null) this.settle(solution);
  }

  decline(): void {
    this.settle(null);
  }

  private opened(challenge: CaptchaChallenge): void {
    this.challenge = challenge;
  }

  private settle(solution: CaptchaSolution | null): void {
    const resolve = this.pending;
    this.pending = null;
    this.challenge = null;
    this.captcha.clear();
    resolve?.(solution);
  }
}
