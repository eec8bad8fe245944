import { makeAutoObservable, reaction } from 'mobx';
import { LIVE_POLL_MS } from '../line/line-poll-intervals';
import type { LiveLine } from '../line/live-line';
import type { LineChange } from '../sportsbook/line-event';
import { lineEventOf } from '../sportsbook/line-answer';
import type { Clock } from '../time/clock';
import { couponGamesDue } from './coupon-line';
import type { CouponStore } from './coupon-store';

/**
 * The line as the coupon asks it: one game (GET /web-api/line/events/{id}). The answer is read
 * before it is used (line-answer.ts); null or a 404 means the game is no longer in the line.
 */
export interface CouponLineApi {
  event(gameId: number, lng: string): Promise<unknown>;
}

/**
 * Keeps the coupon's odds and suspensions in step with the line while the player can see them: it
 * asks the line for the coupon's own games (the coupon floats also where no betting page polls the
 * line), a live game at the feed's tick and a pre-match one every 30 s (couponGamesDue), only while
 * the coupon has selections and the tab is visible. A failed or unreadable answer changes nothing;
 * the game is asked again at its next turn. While the page's stream of the line's changes is open
 * (LiveLine) it asks once, when selections appear, then follows the changes of its games instead of
 * asking; when the stream is lost for good it asks at the line's rhythm again.
 */
export class CouponLineWatch {
  visible = true;
  private askedAt = new Map<number, number>();
  private generation = 0;
  private cancelTick: (() => void) | null = null;
  private stopReaction: (() => void) | null = null;
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly store: CouponStore,
    private readonly api: CouponLineApi,
    private readonly clock: Clock,
    private readonly language: () => string,
    /** The page's stream of the line's changes; null polls only. */
    private readonly live: LiveLine | null = null,
  ) {
    makeAutoObservable<
      CouponLineWatch,
      | 'store'
      | 'api'
      | 'clock'
      | 'language'
      | 'askedAt'
      | 'generation'
      | 'cancelTick'
      | 'stopReaction'
      | 'unfollow'
      | 'live'
      | 'tick'
    >(this, {
      store: false,
      api: false,
      clock: false,
      language: false,
      askedAt: false,
      generation: false,
      cancelTick: false,
      stopReaction: false,
      unfollow: false,
      live: false,
      tick: false,
    });
  }

  /** Whether the coupon asks the line now. */
  get active(): boolean {
    return this.visible && this.store.coupon.bets.length > 0;
  }

  /** Whether it asks again at the line's rhythm: active, and no stream brings the changes. */
  get polling(): boolean {
    return this.active && this.live?.streaming !== true;
  }

  /** The tab was hidden or shown again: the parcel follows the page's visibility and tells it. */
  setVisible(visible: boolean): void {
    this.visible = visible;
  }

  /** Asks at once when there is something to ask, then at the line's rhythm while polling. */
  start(): void {
    if (this.stopReaction !== null) return;
    this.stopReaction = reaction(
      () => [this.active, this.polling] as const,
      ([active, polling], previous) => {
        // Newly active, or the stream lost while active: ask now (tick goes on while polling).
        if (active && (previous?.[0] !== true || (polling && previous[1] !== true)))
          void this.tick();
        else if (!polling) this.stopTicking();
      },
      { fireImmediately: true },
    );
    this.unfollow =
      this.live?.follow({
        changed: (change) => this.lineChanged(change),
        resync: () => {
          this.askedAt.clear();
          if (this.active) void this.tick();
        },
      }) ?? null;
  }

  /** A change of the line's stream: the coupon follows it when it is one of its games. */
  lineChanged(change: LineChange): void {
    if (!this.store.coupon.bets.some((one) => one.gameId === change.eventId)) return;
    this.store.lineAnswered(new Map([[change.eventId, change]]));
  }

  dispose(): void {
    this.stopReaction?.();
    this.stopReaction = null;
    this.unfollow?.();
    this.unfollow = null;
    this.stopTicking();
    this.generation += 1;
  }

  private stopTicking(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }

  private async tick(): Promise<void> {
    this.stopTicking();
    const generation = ++this.generation;
    const now = this.clock.now();
    const bets = this.store.coupon.bets;
    const games = new Set(bets.map((one) => one.gameId));
    for (const gameId of this.askedAt.keys()) if (!games.has(gameId)) this.askedAt.delete(gameId);
    const due = couponGamesDue(bets, this.askedAt, now);
    if (due.length > 0) {
      for (const gameId of due) this.askedAt.set(gameId, now);
      const lng = this.language();
      const settled = await Promise.allSettled(
        due.map(async (gameId) => lineEventOf(await this.api.event(gameId, lng))),
      );
      // A newer tick (the tab shown again) or dispose() has taken over: this answer may be older.
      if (generation !== this.generation) return;
      const answers = new Map(
        due.flatMap((gameId, index) => {
          const one = settled[index];
          return one?.status === 'fulfilled' ? [[gameId, one.value] as const] : [];
        }),
      );
      if (answers.size > 0) this.store.lineAnswered(answers);
    }
    if (generation !== this.generation || !this.polling) return;
    this.cancelTick = this.clock.schedule(LIVE_POLL_MS, () => void this.tick());
  }
}
