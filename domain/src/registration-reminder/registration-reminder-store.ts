import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { NavigationStore } from '../navigation/navigation-store';
import type { SessionStore } from '../session/session-store';
import type { SiteConfigStore } from '../site-config/site-config-store';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { Clock } from '../time/clock';
import {
  REMINDER_NEXT_ALLOWED_KEY,
  REMINDER_VISIT_STARTED_KEY,
  nextReminderAllowedAtMs,
  reminderDueAtMs,
} from './registration-reminder-schedule';

export interface RegistrationReminderDeps {
  readonly siteConfig: SiteConfigStore;
  readonly session: SessionStore;
  readonly navigation: NavigationStore;
  readonly clock: Clock;
  readonly storage: { readonly local: KeyValueStorage; readonly session: KeyValueStorage };
}

const readMs = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The registration reminder popup (registration-reminder-schedule.ts): for anonymous visitors
 * only, due after the delay, then not again until the next allowed time, which is kept in local
 * storage so every page and tab knows it. It does not cover the sign-in and registration pages
 * (ours): a visitor already there needs no reminder; it waits until they leave. It never shows
 * while the site config does not allow registration.
 */
export class RegistrationReminderStore {
  /** The due time has come; it shows while the visitor is anonymous and on a page it may cover. */
  due = false;
  private readonly visitStartedAtMs: number;
  private cancelTimer: (() => void) | null = null;
  private readonly disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: RegistrationReminderDeps) {
    const { clock, storage } = deps;
    const started = readMs(storage.session.get(REMINDER_VISIT_STARTED_KEY));
    this.visitStartedAtMs = started ?? clock.now();
    if (started === null) storage.session.set(REMINDER_VISIT_STARTED_KEY, String(clock.now()));
    makeAutoObservable<
      RegistrationReminderStore,
      'deps' | 'visitStartedAtMs' | 'cancelTimer' | 'disposers'
    >(this, {
      deps: false,
      visitStartedAtMs: false,
      cancelTimer: false,
      disposers: false,
      start: false,
      dispose: false,
    });
  }

  get visible(): boolean {
    const page = this.deps.navigation.page;
    const coverable = page?.kind !== 'route' || page.area !== 'account';
    // Its button leads to registration, which the site may have closed (spec/shell.md section 5).
    const open = this.deps.siteConfig.config?.registrationAllowed === true;
    return this.due && open && !this.deps.session.authorised && coverable;
  }

  /** Plans the reminder from the configuration and the session, and again when either changes. */
  start(): void {
    this.disposers.push(
      reaction(
        () => [this.deps.siteConfig.config, this.deps.session.authorised] as const,
        () => this.plan(),
        { fireImmediately: true },
      ),
      // The next allowed time counts from the moment the visitor actually sees it.
      reaction(
        () => this.visible,
        (visible) => visible && this.shown(),
      ),
    );
  }

  /** The visitor closed it (or chose to register): not again until the next allowed time. */
  close(): void {
    this.due = false;
    this.plan();
  }

  dispose(): void {
    this.disposers.splice(0).forEach((dispose) => dispose());
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private plan(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const config = this.deps.siteConfig.config;
    // A visitor who signs in is no longer reminded; one who signs out again starts from here.
    if (this.deps.session.authorised) this.due = false;
    if (config === null || this.deps.session.authorised || this.due) return;
    const { clock, storage } = this.deps;
    const dueAt = reminderDueAtMs({
      visitStartedAtMs: this.visitStartedAtMs,
      nextAllowedAtMs: readMs(storage.local.get(REMINDER_NEXT_ALLOWED_KEY)),
      delaySeconds: config.registrationReminderDelaySeconds,
    });
    this.cancelTimer = clock.schedule(Math.max(0, dueAt - clock.now()), () => this.becameDue());
  }

  private becameDue(): void {
    this.cancelTimer = null;
    this.due = true;
  }

  private shown(): void {
    const interval = this.deps.siteConfig.config?.registrationReminderIntervalMinutes ?? 0;
    const next = nextReminderAllowedAtMs(this.deps.clock.now(), interval);
    this.deps.storage.local.set(REMINDER_NEXT_ALLOWED_KEY, String(next));
  }
}
