import type { ShellEvent } from '../bus/shell-event';
import type { SettledPage } from '../navigation/settled-page';
import type { Clock } from '../time/clock';
import type { AnalyticsEvent } from './analytics-events';
import { analyticsEventsOf } from './analytics-events-of';
import type { AnalyticsStorageCounters } from './analytics-storage-counters';
import { analyticsAllowed, analyticsStartsAt, type AnalyticsConsent } from './analytics-timing';

/** Where events go once analytics has started: gtag, the collector and the counters. */
export interface AnalyticsSink {
  /** Analytics starts: list the counters and load their scripts. Called once per page. */
  start(): void;
  send(events: readonly AnalyticsEvent[]): void;
}

export interface AnalyticsDispatcherOptions {
  readonly clock: Clock;
  /** Asked at every step: consent may be given or withdrawn, maintenance may start. */
  readonly consent: () => AnalyticsConsent;
  readonly storage: AnalyticsStorageCounters;
  readonly sink: AnalyticsSink;
  /** When the page started (ms since the epoch): the 10 s delay counts from here. */
  readonly startedAt: number;
}

/**
 * The analytics module's rules on the bus: every event waits until 10 000 ms after the
 * page started (none on a registration page), then goes out with everything queued before it.
 * Without the marketing agreement, or in maintenance, nothing is sent, queued, loaded or stored.
 */
export class AnalyticsDispatcher {
  private page: SettledPage | null = null;
  private path = '';
  private queue: AnalyticsEvent[] = [];
  private started = false;
  private cancelTimer: (() => void) | null = null;
  /** A registration was announced and its session has not started yet (analyticsEventsOf). */
  private registrationAnnounced = false;

  constructor(private readonly options: AnalyticsDispatcherOptions) {}

  get hasStarted(): boolean {
    return this.started;
  }

  handle(event: ShellEvent): void {
    if (event.type === 'navigation') {
      this.page = event.page;
      this.path = event.pathname;
    }
    // Followed with or without consent: consent given between a registration and its session
    // must not count that session as a login.
    const sessionOfRegistration = this.registrationAnnounced;
    if (event.type === 'analytics' && event.name === 'registration_success') {
      this.registrationAnnounced = true;
    } else if (event.type === 'session') {
      this.registrationAnnounced = false;
    }
    const allowed = analyticsAllowed(this.options.consent());
    if (!allowed) {
      this.queue = [];
      return;
    }
    const { storage, clock } = this.options;
    for (const derived of analyticsEventsOf(event, sessionOfRegistration)) {
      if (derived.effect === 'auth-try') storage.countAuthTry();
      if (derived.effect === 'reg-try') storage.countRegTry();
      if (derived.effect === 'registration-done') storage.markRegistrationDone();
      if (derived.effect === 'social-data' && event.type === 'analytics' && event.socialData)
        storage.rememberSocialData(event.socialData);
      this.queue.push({
        name: derived.name,
        ...(derived.label === undefined ? {} : { label: derived.label }),
        path: this.path,
        at: clock.now(),
      });
    }
    this.startWhenDue();
    this.flush();
  }

  dispose(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private startWhenDue(): void {
    if (this.started || this.page === null) return;
    const { clock, startedAt } = this.options;
    const wait = analyticsStartsAt(startedAt, this.page) - clock.now();
    if (wait > 0) {
      // Only the first page's timer: a registration page met later starts analytics at once.
      this.cancelTimer ??= clock.schedule(wait, () => {
        this.cancelTimer = null;
        this.startNow();
      });
      return;
    }
    this.startNow();
  }

  private startNow(): void {
    if (this.started) return;
    if (!analyticsAllowed(this.options.consent())) {
      this.queue = [];
      return;
    }
    this.dispose();
    this.started = true;
    this.options.sink.start();
    this.flush();
  }

  private flush(): void {
    if (!this.started || this.queue.length === 0) return;
    const events = this.queue;
    this.queue = [];
    this.options.sink.send(events);
  }
}
