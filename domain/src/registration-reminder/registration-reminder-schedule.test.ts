import {
  REMINDER_VISIT_STARTED_KEY,
  markVisitStarted,
  nextReminderAllowedAtMs,
  reminderDueAtMs,
} from './registration-reminder-schedule';

describe('the registration reminder schedule', () => {
  it('is due the configured delay after the visit began', () => {
    expect(
      reminderDueAtMs({ visitStartedAtMs: 1_000, nextAllowedAtMs: null, delaySeconds: 60 }),
    ).toBe(61_000);
  });

  it('waits for the next allowed time when that is later', () => {
    expect(
      reminderDueAtMs({ visitStartedAtMs: 1_000, nextAllowedAtMs: 500_000, delaySeconds: 60 }),
    ).toBe(500_000);
  });

  it('is not held by a next allowed time already past', () => {
    expect(
      reminderDueAtMs({ visitStartedAtMs: 1_000, nextAllowedAtMs: 2_000, delaySeconds: 60 }),
    ).toBe(61_000);
  });

  it('allows the next reminder the configured interval after one showed', () => {
    expect(nextReminderAllowedAtMs(10_000, 1440)).toBe(10_000 + 86_400_000);
  });
});

describe('the start of a visit', () => {
  const session = () => {
    const values = new Map<string, string>();
    return {
      get: (key: string) => values.get(key),
      set: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('is recorded on the first page of the browser session', () => {
    const storage = session();
    markVisitStarted(storage, 1_000);
    expect(storage.get(REMINDER_VISIT_STARTED_KEY)).toBe('1000');
  });

  it('stays what the first page recorded on every later page', () => {
    const storage = session();
    markVisitStarted(storage, 1_000);
    markVisitStarted(storage, 9_000);
    expect(storage.get(REMINDER_VISIT_STARTED_KEY)).toBe('1000');
  });
});
