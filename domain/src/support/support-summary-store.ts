import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationEvent } from '../bus/runtime-events';
import type { SharedStoreRegistry } from '../shared-stores/shared-stores';
import type { Clock } from '../time/clock';
import type { SupportApi, SupportSummary } from './support-api';

/** How often a signed-in page asks for new answers: as often as the session check (spec: 60 s). */
export const SUPPORT_SUMMARY_POLL_MS = 60_000;

/** The key of the notification an operator's new answer shows; its parameter is `count`. */
export const SUPPORT_ANSWER_NOTIFICATION_KEY = 'support_answer_notification';

/**
 * The signed-in player's support at a glance: open requests and unread answers (GET
 * /web-api/support/summary). The support button watches it on every page while a player is signed
 * in; the office menu shows it. When the unread answers grow, or are there at the first reading of
 * the page, it shows a notification (the notifications parcel renders the bus's `notification`).
 */
export class SupportSummaryStore {
  summary: SupportSummary | null = null;
  private notifiedUnread = 0;
  private cancelPoll: (() => void) | null = null;

  constructor(
    private readonly api: Pick<SupportApi, 'summary'>,
    private readonly bus: { next(event: NotificationEvent): void },
    private readonly clock: Clock,
    private readonly log: (message: string, detail: unknown) => void,
  ) {
    makeAutoObservable<
      SupportSummaryStore,
      'api' | 'bus' | 'clock' | 'log' | 'notifiedUnread' | 'cancelPoll'
    >(this, {
      api: false,
      bus: false,
      clock: false,
      log: false,
      notifiedUnread: false,
      cancelPoll: false,
    });
  }

  /** Reads the summary now; a failed reading keeps the last one. */
  async refresh(): Promise<void> {
    try {
      const summary = await this.api.summary();
      runInAction(() => {
        this.summary = summary;
      });
      if (summary.unread > this.notifiedUnread) {
        this.bus.next({
          type: 'notification',
          kind: 'info',
          message: { key: SUPPORT_ANSWER_NOTIFICATION_KEY, params: { count: summary.unread } },
        });
      }
      this.notifiedUnread = summary.unread;
    } catch (error) {
      this.log('support: the summary could not be read', error);
    }
  }

  /** Reads now and every SUPPORT_SUMMARY_POLL_MS until stop(); watching twice is one watch. */
  watch(): void {
    if (this.cancelPoll !== null) return;
    const tick = () => {
      this.cancelPoll = this.clock.schedule(SUPPORT_SUMMARY_POLL_MS, () => {
        void this.refresh().then(() => this.cancelPoll !== null && tick());
      });
    };
    tick();
    void this.refresh();
  }

  /** Stops watching and forgets the summary (the player signed out). */
  stop(): void {
    this.cancelPoll?.();
    this.cancelPoll = null;
    this.summary = null;
    this.notifiedUnread = 0;
  }
}

/** What of the platform the store needs (the platform itself satisfies it). */
export interface SupportSummaryHost {
  readonly shared: SharedStoreRegistry;
  readonly bus: { next(event: NotificationEvent): void };
  readonly clock: Clock;
}

/** The page's one support summary, whichever parcel asks first (the support button, the office menu). */
export function sharedSupportSummaryStore(
  host: SupportSummaryHost,
  api: () => Pick<SupportApi, 'summary'>,
  log: (message: string, detail: unknown) => void,
): SupportSummaryStore {
  return host.shared(
    'supportSummary',
    () => new SupportSummaryStore(api(), host.bus, host.clock, log),
  );
}
