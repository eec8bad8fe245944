import { makeAutoObservable } from 'mobx';
import type { PersonalData, PersonalDataProblem } from './personal-data';
import type { DocumentFile, DocumentKind } from './verification-documents';
import type { Verification, VerificationApi } from './verification-api';
import { personalDataProblemsOf, verificationFailureKey } from './verification-failure';
import { canChangeVerification } from './verification-state';

export type VerificationLoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type VerificationAction = 'save' | 'submit' | `upload-${DocumentKind}`;

/**
 * The state of the office verification and identification pages: the player's verification as the
 * server keeps it, and the two things the player does, saving personal data and sending it to an
 * operator, each with its pending, failed and done states. State changes after an await go through
 * the named action methods (MobX 7 has no runInAction).
 */
export class VerificationStore {
  verification: Verification | null = null;
  loadState: VerificationLoadState = 'idle';
  loadErrorKey: string | null = null;
  pending: VerificationAction | null = null;
  /** The failed action and the dictionary key of its sentence. */
  failure: { readonly action: VerificationAction; readonly messageKey: string } | null = null;
  /** The fields the server refused, each with its reason. */
  problems: readonly PersonalDataProblem[] = [];
  done: VerificationAction | null = null;

  constructor(
    private readonly api: VerificationApi,
    private readonly log: (message: string, detail: unknown) => void,
    /** Told after each change the server took, so what shows the state elsewhere asks again. */
    private readonly changed: () => void = () => undefined,
  ) {
    makeAutoObservable<VerificationStore, 'api' | 'log' | 'run' | 'changed'>(this, {
      api: false,
      log: false,
      changed: false,
      run: false,
      load: false,
      savePersonalData: false,
      submit: false,
      uploadDocument: false,
    });
  }

  /** Whether the player may change the data and send it (before sending, or after a rejection). */
  get changeable(): boolean {
    return this.verification !== null && canChangeVerification(this.verification.state);
  }

  async load(): Promise<void> {
    this.loading();
    try {
      this.loaded(await this.api.load());
    } catch (error) {
      this.log('verification: load failed', error);
      this.loadFailed(verificationFailureKey(error));
    }
  }

  savePersonalData(data: PersonalData): Promise<boolean> {
    return this.run('save', () => this.api.savePersonalData(data));
  }

  submit(): Promise<boolean> {
    return this.run('submit', () => this.api.submit());
  }

  /** Sends one identity document; its refusal is the failure of action `upload-<kind>`. */
  uploadDocument(kind: DocumentKind, file: DocumentFile): Promise<boolean> {
    return this.run(`upload-${kind}`, () => this.api.uploadDocument(kind, file));
  }

  private async run(action: VerificationAction, call: () => Promise<Verification>) {
    if (this.pending !== null) return false;
    this.started(action);
    try {
      this.succeeded(action, await call());
      this.changed();
      return true;
    } catch (error) {
      this.failed(action, verificationFailureKey(error), personalDataProblemsOf(error));
      return false;
    }
  }

  loading(): void {
    this.loadState = 'loading';
    this.loadErrorKey = null;
  }

  loaded(verification: Verification): void {
    this.verification = verification;
    this.loadState = 'loaded';
  }

  loadFailed(messageKey: string): void {
    this.loadState = 'failed';
    this.loadErrorKey = messageKey;
  }

  started(action: VerificationAction): void {
    this.pending = action;
    this.failure = null;
    this.done = null;
  }

  succeeded(action: VerificationAction, verification: Verification): void {
    this.pending = null;
    this.verification = verification;
    this.problems = [];
    this.done = action;
  }

  failed(
    action: VerificationAction,
    messageKey: string,
    problems: readonly PersonalDataProblem[],
  ): void {
    this.pending = null;
    this.failure = { action, messageKey };
    this.problems = problems;
  }
}
