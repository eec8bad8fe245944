import { makeAutoObservable } from 'mobx';
import type { SharedStoreRegistry } from '../shared-stores/shared-stores';
import type { LineChange } from '../sportsbook/line-event';
import type { Clock } from '../time/clock';
import { lineChangeOf } from './line-change';

/** What the line's stream (GET /web-api/line/stream) tells the page while it is open. */
export interface LineStreamHandlers {
  /** Caught up to `version`: from now on every change comes as it is committed. */
  ready(version: number): void;
  change(version: number, change: unknown): void;
  /** `version` is newer than what the page had, and the changes between are gone. */
  resync(version: number): void;
  /** The connection was lost; the browser opens it again by itself. */
  interrupted(): void;
  /** The stream cannot open (no EventSource, a refusal such as a full instance): it stays shut. */
  failed(): void;
}

/** The transport of the stream (the platform's EventSource implements it). */
export interface LineChangeSource {
  /** Opens the stream after `since` (null: from now); answers how to close it. */
  open(since: number | null, handlers: LineStreamHandlers): () => void;
}

/** What a page does with the stream: applies each change; reads the line again on `resync`. */
export interface LineChangeFollower {
  changed(change: LineChange): void;
  resync(): void;
}

export type LiveLineState = 'closed' | 'connecting' | 'streaming' | 'polling';

/** Lost connections in a row, none caught up between, after which the page polls (ours). */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
/** How long the page polls before it tries the stream again (ours). */
export const STREAM_RETRY_AFTER_POLLING_MS = 60_000;

/**
 * The page's one stream of the line's changes, shared by the sportsbook and the coupon
 * (sharedLiveLine): open while anyone follows it, closed when the last follower leaves. While it
 * is `streaming` the followers do not poll; when it cannot open, or is lost
 * STREAM_FAILURES_BEFORE_POLLING times without catching up, it is `polling`: the followers poll as
 * before, and the stream is tried again after STREAM_RETRY_AFTER_POLLING_MS from the last version
 * applied, so no change is lost in between (or the followers are told to resync).
 */
export class LiveLine {
  state: LiveLineState = 'closed';
  /** The last version applied: where a stream opened again resumes. */
  version: number | null = null;
  private failures = 0;
  private readonly followers = new Set<LineChangeFollower>();
  private closeStream: (() => void) | null = null;
  private cancelRetry: (() => void) | null = null;

  constructor(
    private readonly source: LineChangeSource,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<
      LiveLine,
      'source' | 'clock' | 'failures' | 'followers' | 'closeStream' | 'cancelRetry'
    >(this, {
      source: false,
      clock: false,
      failures: false,
      followers: false,
      closeStream: false,
      cancelRetry: false,
    });
  }

  /** Whether changes arrive by the stream now: the followers need not poll. */
  get streaming(): boolean {
    return this.state === 'streaming';
  }

  /** Starts following the line's changes; answers how to stop. */
  follow(follower: LineChangeFollower): () => void {
    this.followers.add(follower);
    if (this.state === 'closed') this.connect();
    return () => this.unfollow(follower);
  }

  private unfollow(follower: LineChangeFollower): void {
    this.followers.delete(follower);
    if (this.followers.size > 0) return;
    this.shut();
    this.state = 'closed';
  }

  private shut(): void {
    this.closeStream?.();
    this.closeStream = null;
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  private connect(): void {
    this.shut();
    this.state = this.state === 'polling' ? 'polling' : 'connecting';
    this.closeStream = this.source.open(this.version, {
      ready: (version) => this.caughtUp(version),
      change: (version, change) => this.changed(version, change),
      resync: (version) => this.resynced(version),
      interrupted: () => this.lost(),
      failed: () => this.fallBack(),
    });
  }

  private caughtUp(version: number): void {
    this.version = version;
    this.failures = 0;
    this.state = 'streaming';
  }

  private changed(version: number, value: unknown): void {
    this.version = version;
    const change = lineChangeOf(value);
    if (change === null) return;
    for (const follower of this.followers) follower.changed(change);
  }

  private resynced(version: number): void {
    this.version = version;
    for (const follower of this.followers) follower.resync();
  }

  private lost(): void {
    this.failures += 1;
    if (this.failures >= STREAM_FAILURES_BEFORE_POLLING) this.fallBack();
  }

  private fallBack(): void {
    this.shut();
    this.failures = 0;
    this.state = 'polling';
    this.cancelRetry = this.clock.schedule(STREAM_RETRY_AFTER_POLLING_MS, () => this.connect());
  }
}

/** The page's one LiveLine (platform.shared), made by the first parcel that asks. */
export function sharedLiveLine(
  host: { readonly shared: SharedStoreRegistry; readonly clock: Clock },
  source: () => LineChangeSource,
): LiveLine {
  return host.shared('liveLine', () => new LiveLine(source(), host.clock));
}
