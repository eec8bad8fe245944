/**
 * spec/shell.md section 4 and limits-coupon-signin.md section 4: the registration reminder shows
 * to anonymous visitors after the configured delay (registrationReminderDelaySeconds), and after it
 * showed not again until the next allowed time (registrationReminderIntervalMinutes later).
 */
export interface ReminderSchedule {
  /** When the visitor's visit began: the first page of this browser session. */
  readonly visitStartedAtMs: number;
  /** When it may show again, recorded when it last showed; null if it never showed. */
  readonly nextAllowedAtMs: number | null;
  readonly delaySeconds: number;
}

/**
 * When the reminder is due. The delay counts from the start of the visit, not of each page, so a
 * visitor who reloads or opens pages faster than the delay still sees it (ours).
 */
export function reminderDueAtMs(schedule: ReminderSchedule): number {
  const afterDelay = schedule.visitStartedAtMs + schedule.delaySeconds * 1000;
  return Math.max(afterDelay, schedule.nextAllowedAtMs ?? afterDelay);
}

/** The next allowed time, counted from the moment the reminder showed. */
export function nextReminderAllowedAtMs(shownAtMs: number, intervalMinutes: number): number {
  return shownAtMs + intervalMinutes * 60_000;
}

/** Storage keys (ours): the next allowed time lasts across sessions, the visit start per session. */
export const REMINDER_NEXT_ALLOWED_KEY = 'registration_reminder_next_at';
export const REMINDER_VISIT_STARTED_KEY = 'registration_reminder_visit_started_at';

/**
 * Records the start of the visit on its first page, if this browser session has none yet. The
 * runtime calls it at start, so that the delay counts from the first page even though the
 * reminder's own parcel loads after first paint.
 */
export function markVisitStarted(
  session: { get(key: string): string | undefined; set(key: string, value: string): void },
  nowMs: number,
): void {
  if (session.get(REMINDER_VISIT_STARTED_KEY) === undefined) {
    session.set(REMINDER_VISIT_STARTED_KEY, String(nowMs));
  }
}
