import { makeAutoObservable } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import { ofType, type ShellEvent } from '../bus/shell-event';
import type { Clock } from '../time/clock';
import {
  FINGERPRINT_MAX_ATTEMPTS,
  SESSION_AND_FINGERPRINT_DELAY_MS,
  fingerprintOfAnswer,
  type FingerprintComponents,
  type FingerprintToken,
} from './fingerprint-answer';

/** The transport: POST /web-api/fingerprint with `{ componentsData }`; answers the raw body. */
export interface FingerprintApi {
  issue(componentsData: FingerprintComponents): Promise<unknown>;
}

/**
 * The browser's fingerprint token (limits-coupon-signin.md sections 3, 4 and 8): first asked for
 * SESSION_AND_FINGERPRINT_DELAY_MS after the shell is ready, again when it has expired or a call
 * asks for it (a 400 with the fingerprint code), never in maintenance, and not at all after
 * FINGERPRINT_MAX_ATTEMPTS failures in a row.
 */
export class FingerprintStore {
  current: FingerprintToken | null = null;
  failedAttempts = 0;
  maintenance = false;
  private inFlight: Promise<string | null> | null = null;
  private cancelFirstAttempt: (() => void) | null = null;
  private readonly subscription: Subscription;

  constructor(
    bus: Observable<ShellEvent>,
    private readonly api: FingerprintApi,
    private readonly components: () => FingerprintComponents,
    private readonly clock: Clock,
    private readonly log: (message: string, detail: unknown) => void,
  ) {
    makeAutoObservable<
      FingerprintStore,
      | 'api'
      | 'components'
      | 'clock'
      | 'log'
      | 'inFlight'
      | 'cancelFirstAttempt'
      | 'subscription'
      | 'attempt'
    >(this, {
      api: false,
      components: false,
      clock: false,
      log: false,
      inFlight: false,
      cancelFirstAttempt: false,
      subscription: false,
      attempt: false,
      refresh: false,
      tokenForCall: false,
    });
    this.subscription = bus
      .pipe(ofType('maintenance'))
      .subscribe((event) => this.setMaintenance(event.on));
  }

  /** True once FINGERPRINT_MAX_ATTEMPTS attempts in a row have failed: no more requests. */
  get stopped(): boolean {
    return this.failedAttempts >= FINGERPRINT_MAX_ATTEMPTS;
  }

  /** Called once the shell is ready: the first attempt follows after the spec's delay. */
  start(): void {
    this.cancelFirstAttempt ??= this.clock.schedule(SESSION_AND_FINGERPRINT_DELAY_MS, () => {
      void this.refresh();
    });
  }

  /**
   * The token for a call's header while it is valid. An expired token is dropped and a new one
   * asked for in the background; the call goes without, as a first visit's would.
   */
  tokenForCall(): string | null {
    const current = this.current;
    if (current === null) return null;
    if (current.expiresAtMs > this.clock.now()) return current.token;
    void this.refresh();
    return null;
  }

  /** Asks for a new token; answers it, or null when skipped, stopped or failed. */
  refresh(): Promise<string | null> {
    if (this.maintenance || this.stopped) return Promise.resolve(null);
    this.inFlight ??= this.attempt().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.cancelFirstAttempt?.();
  }

  setMaintenance(on: boolean): void {
    this.maintenance = on;
  }

  private async attempt(): Promise<string | null> {
    let answer: unknown;
    try {
      answer = await this.api.issue(this.components());
    } catch (error) {
      this.failed('fingerprint request failed', error);
      return null;
    }
    const token = fingerprintOfAnswer(answer, this.clock.now());
    if (token === null) {
      this.failed('fingerprint answer lacks token, expiresAt or data', answer);
      return null;
    }
    this.succeeded(token);
    return token.token;
  }

  private succeeded(token: FingerprintToken): void {
    this.current = token;
    this.failedAttempts = 0;
  }

  private failed(message: string, detail: unknown): void {
    this.current = null;
    this.failedAttempts += 1;
    this.log(message, detail);
    if (this.stopped) {
      this.log(`fingerprint stopped after ${FINGERPRINT_MAX_ATTEMPTS} failed attempts`, detail);
    }
  }
}
