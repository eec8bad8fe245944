import { makeAutoObservable } from 'mobx';
import type { Clock } from '../time/clock';
import { nextRealityCheckAtMs, type RealityCheck } from './reality-check';
import { PING_INTERVAL_MS } from './session-limit';

/** The transport of the reality check: GET /web-api/limits/reality-check. */
export interface RealityCheckApi {
  realityCheck(): Promise<RealityCheck>;
}

/**
 * The reality check of one signed-in stretch (decisions.md, limit 32): it reads the player's
 * interval and the session's start from the server, waits for the next point of the session's
 * grid, then asks the server again for the time played and the net result and shows them until
 * the player continues (the next check is the grid's next point) or logs out. No interval, no
 * popup. A failed call is tried again after a ping interval, so a network blip does not skip the
 * check.
 */
export class RealityCheckStore {
  /** What the popup shows; null while it is closed. */
  shown: RealityCheck | null = null;
  private last: { answer: RealityCheck; receivedAtMs: number } | null = null;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;
  /** Which start() is the latest: an older one's answer may arrive after a newer one's. */
  private starts = 0;

  constructor(
    private readonly api: RealityCheckApi,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<
      RealityCheckStore,
      'api' | 'clock' | 'last' | 'cancelTimer' | 'stopped' | 'starts'
    >(this, {
      api: false,
      clock: false,
      last: false,
      cancelTimer: false,
      stopped: false,
      starts: false,
    });
  }

  /** Reads the interval and schedules the next check; call again when the player's limits change. */
  async start(): Promise<void> {
    this.stopped = false;
    this.clearTimer();
    const start = ++this.starts;
    try {
      const answer = await this.api.realityCheck();
      // The page read the interval on mount, then again when the office saved a new one: if the
      // first answer (no interval yet) came last, it would cancel the check the player just set.
      if (start !== this.starts || this.stopped) return;
      this.received(answer);
      // An open popup waits for the player's answer; the next check is planned on "continue".
      if (this.shown === null) this.scheduleNext();
    } catch {
      if (start === this.starts) this.retryLater(() => void this.start());
    }
  }

  /** The player read the popup and plays on: the popup closes until the grid's next point. */
  continuePlaying(): void {
    this.closed();
    this.scheduleNext();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private async check(): Promise<void> {
    try {
      const answer = await this.api.realityCheck();
      if (this.stopped) return;
      this.received(answer);
      if (answer.intervalMinutes === null) return;
      this.opened(answer);
    } catch {
      this.retryLater(() => void this.check());
    }
  }

  /** The server's time now: its last answer's time plus what our clock has counted since. */
  private serverNowMs(): number {
    const { answer, receivedAtMs } = this.last!;
    return answer.serverTime * 1000 + (this.clock.now() - receivedAtMs);
  }

  private scheduleNext(): void {
    this.clearTimer();
    if (this.stopped || this.last === null) return;
    const { intervalMinutes, sessionStartedAt } = this.last.answer;
    if (intervalMinutes === null) return;
    const now = this.serverNowMs();
    const due = nextRealityCheckAtMs(sessionStartedAt * 1000, intervalMinutes, now);
    this.cancelTimer = this.clock.schedule(due - now, () => void this.check());
  }

  private retryLater(task: () => void): void {
    this.clearTimer();
    if (this.stopped) return;
    this.cancelTimer = this.clock.schedule(PING_INTERVAL_MS, task);
  }

  private clearTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private received(answer: RealityCheck): void {
    this.last = { answer, receivedAtMs: this.clock.now() };
  }

  opened(answer: RealityCheck): void {
    this.shown = answer;
  }

  closed(): void {
    this.shown = null;
  }
}
