import { makeAutoObservable } from 'mobx';
import { signInErrorKey } from './sign-in-error';

/**
 * One call of a sign-in form (send a code, reset a password, activate): whether it is in flight,
 * whether it succeeded, and the sentence that says why it failed. The forms of the recovery,
 * activation and transfer flows each hold one per step.
 */
export class SignInStep {
  submitting = false;
  done = false;
  /** A dictionary key saying why the last call failed; null when nothing failed. */
  errorKey: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Runs the call; true when it succeeded. A call while one is in flight is ignored (false). */
  async run(work: () => Promise<void>): Promise<boolean> {
    if (this.submitting) return false;
    this.started();
    try {
      await work();
      this.finished(true, null);
      return true;
    } catch (error) {
      this.finished(false, signInErrorKey(error));
      return false;
    }
  }

  /** A refusal found before any call (a password the server would refuse, repeated wrongly). */
  refuse(errorKey: string): void {
    this.errorKey = errorKey;
    this.done = false;
  }

  reset(): void {
    this.submitting = false;
    this.done = false;
    this.errorKey = null;
  }

  private started(): void {
    this.submitting = true;
    this.errorKey = null;
  }

  private finished(done: boolean, errorKey: string | null): void {
    this.submitting = false;
    this.done = done;
    this.errorKey = errorKey;
  }
}
