import { makeAutoObservable } from 'mobx';
import { REMOTE_VIEW_RELOAD_THROTTLE_MS, isOutsideInterval } from './reload-limits';
import {
  RemoteViewStatusError,
  isFinalRemoteViewStatus,
  remoteViewRetryDelays,
  type RemoteViewRetryPolicy,
} from './remote-view-retry';
import { remoteViewTransition, type RemoteViewState } from './remote-view-state';

/** How a view gets onto the page and off it; the platform implements it for each kind. */
export interface RemoteViewTransport {
  /** Fetches what the view needs and shows it; rejects when it cannot (attempt 0 is the first). */
  load(attempt: number): Promise<void>;
  /** Takes off the page whatever load put there, even half of it. */
  unload(): void;
}

/** Timers and the clock, injected so that tests never sleep. */
export interface RemoteViewScheduler {
  /** Calls `run` after `ms`; answers a function that cancels it. */
  delay(ms: number, run: () => void): () => void;
  now(): number;
}

export interface RemoteViewStoreOptions {
  readonly retry: RemoteViewRetryPolicy;
  readonly scheduler: RemoteViewScheduler;
  readonly log: (message: string, detail: unknown) => void;
}

/**
 * One remote view's state (spec/shell.md section 4): it loads with retries at a doubling delay,
 * ends in error when they are spent (or at once on a final answer such as 404), reloads at most
 * once a second, and unloads. Every change goes through the spec's transition table.
 */
export class RemoteViewStore {
  state: RemoteViewState = 'not-existing';
  /** Retries made in the current load. */
  retries = 0;
  /** The final HTTP status of a view that ended in error on one (404, ...), else null. */
  failedStatus: number | null = null;
  /** Each load has its own number; answers of an older one are ignored. */
  private generation = 0;
  private cancelRetry: (() => void) | null = null;
  private lastReloadAt: number | null = null;

  constructor(
    readonly key: string,
    private readonly transport: RemoteViewTransport,
    private readonly options: RemoteViewStoreOptions,
  ) {
    makeAutoObservable<
      RemoteViewStore,
      'transport' | 'options' | 'generation' | 'cancelRetry' | 'lastReloadAt' | 'attempt'
    >(this, {
      key: false,
      transport: false,
      options: false,
      generation: false,
      cancelRetry: false,
      lastReloadAt: false,
      attempt: false,
    });
  }

  /** Starts loading a view that is not on the page (not existing or failed). */
  load(): void {
    if (this.state === 'loading' || this.state === 'ready') return;
    this.moveTo('loading');
    this.retries = 0;
    this.failedStatus = null;
    void this.attempt(++this.generation, 0);
  }

  /**
   * A reload event or the refresh button: the view starts again from nothing, at most once a second
   * (spec/shell.md section 9). Answers false when the throttle refused it.
   */
  reload(): boolean {
    const now = this.options.scheduler.now();
    if (!isOutsideInterval(this.lastReloadAt, now, REMOTE_VIEW_RELOAD_THROTTLE_MS)) return false;
    this.lastReloadAt = now;
    if (this.state === 'ready' || this.state === 'loading') this.unload();
    this.load();
    return true;
  }

  /** Nothing uses the view any more: off the page, pending retries cancelled, late answers ignored. */
  unload(): void {
    if (this.state === 'not-existing') return;
    this.stopRetrying();
    this.generation += 1;
    this.transport.unload();
    this.moveTo('not-existing');
  }

  private async attempt(generation: number, attempt: number): Promise<void> {
    try {
      await this.transport.load(attempt);
      this.loaded(generation);
    } catch (error) {
      this.attemptFailed(generation, attempt, error);
    }
  }

  private loaded(generation: number): void {
    if (generation !== this.generation) return;
    this.cancelRetry = null;
    this.moveTo('ready');
  }

  private attemptFailed(generation: number, attempt: number, error: unknown): void {
    if (generation !== this.generation) return;
    this.transport.unload();
    const status = error instanceof RemoteViewStatusError ? error.status : null;
    const delays = remoteViewRetryDelays(this.options.retry);
    const delay = delays[attempt];
    if ((status !== null && isFinalRemoteViewStatus(status)) || delay === undefined) {
      this.options.log(`remote view ${this.key} failed to load`, error);
      this.failedStatus = status;
      this.moveTo('error');
      return;
    }
    this.retries = attempt + 1;
    this.cancelRetry = this.options.scheduler.delay(delay, () => {
      this.cancelRetry = null;
      void this.attempt(generation, attempt + 1);
    });
  }

  private stopRetrying(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  private moveTo(state: RemoteViewState): void {
    this.state = remoteViewTransition(this.state, state);
  }
}
