import type { NotificationEvent } from '../bus/runtime-events';
import { settle } from '../testing/fake-scheduler';
import { manualClock } from '../testing/manual-clock';
import type { SupportSummary } from './support-api';
import {
  SUPPORT_ANSWER_NOTIFICATION_KEY,
  SUPPORT_SUMMARY_POLL_MS,
  SupportSummaryStore,
} from './support-summary-store';

function setUp(answers: SupportSummary[]) {
  const clock = manualClock();
  const shown: NotificationEvent[] = [];
  const summary = jest.fn(() =>
    Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!),
  );
  const store = new SupportSummaryStore(
    { summary },
    { next: (e) => shown.push(e) },
    clock,
    () => {},
  );
  return { clock, shown, summary, store };
}

describe('the support summary', () => {
  it('reads the summary at once and again every minute while watched, and not after stop', async () => {
    const { clock, summary, store } = setUp([
      { open: 1, unread: 0 },
      { open: 2, unread: 0 },
    ]);
    store.watch();
    await settle();
    expect(store.summary).toEqual({ open: 1, unread: 0 });
    clock.advance(SUPPORT_SUMMARY_POLL_MS);
    await settle();
    expect(store.summary).toEqual({ open: 2, unread: 0 });
    store.stop();
    expect(store.summary).toBeNull();
    clock.advance(SUPPORT_SUMMARY_POLL_MS * 3);
    await settle();
    expect(summary).toHaveBeenCalledTimes(2);
  });

  it('shows a notification when an answer is unread at the first reading, and when more come, once each', async () => {
    const { clock, shown, store } = setUp([
      { open: 1, unread: 1 },
      { open: 1, unread: 1 },
      { open: 1, unread: 2 },
      { open: 1, unread: 0 },
    ]);
    store.watch();
    await settle();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(SUPPORT_SUMMARY_POLL_MS);
      await settle();
    }
    expect(shown).toEqual([
      {
        type: 'notification',
        kind: 'info',
        message: { key: SUPPORT_ANSWER_NOTIFICATION_KEY, params: { count: 1 } },
      },
      {
        type: 'notification',
        kind: 'info',
        message: { key: SUPPORT_ANSWER_NOTIFICATION_KEY, params: { count: 2 } },
      },
    ]);
  });

  it('keeps the last summary when a reading fails', async () => {
    const clock = manualClock();
    const log = jest.fn();
    const summary = jest
      .fn<Promise<SupportSummary>, []>()
      .mockResolvedValueOnce({ open: 3, unread: 0 })
      .mockRejectedValueOnce(new Error('offline'));
    const store = new SupportSummaryStore({ summary }, { next: () => {} }, clock, log);
    await store.refresh();
    await store.refresh();
    expect(store.summary).toEqual({ open: 3, unread: 0 });
    expect(log).toHaveBeenCalledWith('support: the summary could not be read', expect.any(Error));
  });
});
