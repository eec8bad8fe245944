import { manualClock } from '../testing/manual-clock';
import type { Limit, LimitsApi, PingResult } from './limits-api';
import { LimitsStore } from './limits-store';

const limit = (over: Partial<Limit> = {}): Limit => ({
  limitType: 20,
  limitValue: 5_000,
  limitState: 'ACTIVE',
  startedAt: 1,
  endsAt: null,
  measure: 'currency',
  availableValues: [],
  currency: 'RUB',
  selfExcludeReason: null,
  limitBalance: 5_000,
  needApprove: false,
  direction: null,
  ...over,
});

class HttpFailure extends Error {
  constructor(
    readonly code: number,
    readonly details?: unknown,
  ) {
    super('failed');
  }
}

function fakeApi(over: Partial<LimitsApi> = {}): LimitsApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    limits: () => Promise.resolve([limit()]),
    availableLimits: () =>
      Promise.resolve([{ type: 20, measure: 'currency', availableValues: [1_000] }]),
    save: () =>
      Promise.resolve({ status: 'saved', questions: [], tokenGuid: null, limitsData: [limit()] }),
    testAnswers: () =>
      Promise.resolve({ questionsResult: [], success: true, limitsData: [limit()] }),
    limitAction: (type, action) => {
      calls.push(`action ${type} ${action}`);
      return Promise.resolve();
    },
    cancel: (type) => {
      calls.push(`cancel ${type}`);
      return Promise.resolve();
    },
    selfExcludeReasons: () => Promise.resolve([{ id: 1, selfExcludeReason: 'Too much time' }]),
    ping: () => Promise.resolve({ limitBalance: -1, sessionLimitEnded: false }),
    ...over,
  };
}

describe('limits store', () => {
  it('loads the limits, the values on offer and the reasons', async () => {
    const store = new LimitsStore(fakeApi(), manualClock());
    await store.load();
    expect(store.limits).toHaveLength(1);
    expect(store.available[0]?.type).toBe(20);
    expect(store.reasons[0]?.id).toBe(1);
    expect(store.limitOf(20)?.limitValue).toBe(5_000);
    expect(store.limitOf(20, 'PENDING')).toBeUndefined();
    expect(store.busy).toBe(false);
  });

  it('says unauthorized when loading is refused with 401', async () => {
    const store = new LimitsStore(
      fakeApi({ limits: () => Promise.reject(new HttpFailure(401)) }),
      manualClock(),
    );
    await store.load();
    expect(store.message).toEqual({ key: 'responsible_gaming_unauthorized' });
  });

  it('shows saved after a save', async () => {
    const store = new LimitsStore(fakeApi(), manualClock());
    await store.save([{ limitType: 20, limitValue: 4_000 }]);
    expect(store.message).toEqual({ key: 'responsible_gaming_saved' });
  });

  it('asks the questions the server sends, and answers them with the token', async () => {
    let sentToken = '';
    const api = fakeApi({
      save: () =>
        Promise.resolve({
          status: 'questions',
          questions: [{ id: 1, key: 'q1' }],
          tokenGuid: 'guid-1',
          limitsData: [limit()],
        }),
      testAnswers: (token) => {
        sentToken = token;
        return Promise.resolve({
          questionsResult: [{ questionId: 1, passed: false }],
          success: false,
          limitsData: [limit()],
        });
      },
    });
    const store = new LimitsStore(api, manualClock());
    await store.save([{ limitType: 20, limitValue: 10 ** 8 }]);
    expect(store.questions).toHaveLength(1);
    expect(store.tokenGuid).toBe('guid-1');
    expect(store.message).toBeNull();
    await store.answer([{ questionId: 1, answer: true }]);
    expect(sentToken).toBe('guid-1');
    expect(store.questions).toHaveLength(0);
    expect(store.message).toEqual({ key: 'responsible_gaming_self_assessment_failed' });
  });

  it('shows the server title of a failed save, or the status text without one', async () => {
    const titled = new LimitsStore(
      fakeApi({ save: () => Promise.reject(new HttpFailure(400, { title: 'Not allowed' })) }),
      manualClock(),
    );
    await titled.save([]);
    expect(titled.message).toEqual({ text: 'Not allowed' });
    const plain = new LimitsStore(
      fakeApi({ save: () => Promise.reject(new HttpFailure(403)) }),
      manualClock(),
    );
    await plain.save([]);
    expect(plain.message).toEqual({ key: 'responsible_gaming_forbidden' });
  });

  it('approves with action 1 and shows the success text', async () => {
    const api = fakeApi();
    const store = new LimitsStore(api, manualClock());
    await store.approve(20);
    expect(api.calls).toEqual(['action 20 1']);
    expect(store.message).toEqual({ key: 'responsible_gaming_confirm_limit_success' });
  });

  it('rejects by the delete call unless the config value is 1', async () => {
    const api = fakeApi();
    await new LimitsStore(api, manualClock()).reject(20);
    await new LimitsStore(api, manualClock(), () => 1).reject(21);
    expect(api.calls).toEqual(['cancel 20', 'action 21 0']);
  });

  it('shows the cancel error text when a cancel fails without a title', async () => {
    const store = new LimitsStore(
      fakeApi({ cancel: () => Promise.reject(new HttpFailure(400)) }),
      manualClock(),
    );
    await store.cancel(20);
    expect(store.message).toEqual({ key: 'responsible_gaming_cancel_limit_error' });
  });

  it('pings at once and every 30 s, and stops when the session limit ends', async () => {
    const answers: PingResult[] = [
      { limitBalance: 60, sessionLimitEnded: false },
      { limitBalance: 30, sessionLimitEnded: false },
      { limitBalance: 0, sessionLimitEnded: true },
    ];
    let pings = 0;
    const clock = manualClock();
    const store = new LimitsStore(
      fakeApi({ ping: () => Promise.resolve(answers[Math.min(pings++, answers.length - 1)]!) }),
      clock,
    );
    store.startPing();
    await Promise.resolve();
    expect(pings).toBe(1);
    expect(store.sessionBalance).toBe(60);
    clock.advance(29_999);
    expect(pings).toBe(1);
    clock.advance(1);
    await Promise.resolve();
    expect(store.sessionBalance).toBe(30);
    clock.advance(30_000);
    await Promise.resolve();
    expect(store.sessionLimitEnded).toBe(true);
    expect(store.sessionBalance).toBe(0);
    clock.advance(120_000);
    expect(pings).toBe(3);
    expect(clock.pending()).toBe(0);
  });

  it('keeps pinging after a lost ping', async () => {
    let pings = 0;
    const clock = manualClock();
    const store = new LimitsStore(
      fakeApi({
        ping: () =>
          pings++ === 0
            ? Promise.reject(new HttpFailure(0))
            : Promise.resolve({ limitBalance: 5, sessionLimitEnded: false }),
      }),
      clock,
    );
    store.startPing();
    await Promise.resolve();
    clock.advance(30_000);
    await Promise.resolve();
    expect(store.sessionBalance).toBe(5);
    store.stop();
    expect(clock.pending()).toBe(0);
  });

  it('pings at once after a saved change while the watch pings, and not when no one watches', async () => {
    let pings = 0;
    const api = fakeApi({
      ping: () => {
        pings += 1;
        return Promise.resolve({ limitBalance: 0, sessionLimitEnded: pings > 1 });
      },
    });
    const idle = new LimitsStore(api, manualClock());
    await idle.save([{ limitType: 31, limitValue: 1 }]);
    expect(pings).toBe(0);

    const clock = manualClock();
    const watched = new LimitsStore(api, clock);
    watched.beginSession();
    await Promise.resolve();
    await watched.save([{ limitType: 31, limitValue: 1 }]);
    await Promise.resolve();
    expect(pings).toBe(2);
    expect(watched.sessionLimitEnded).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('does not ping for a save that still waits for the self-assessment', async () => {
    let pings = 0;
    const api = fakeApi({
      save: () =>
        Promise.resolve({
          status: 'questions',
          questions: [{ id: 1, key: 'q' }],
          tokenGuid: 'token',
          limitsData: [limit()],
        }),
      ping: () => {
        pings += 1;
        return Promise.resolve({ limitBalance: 600, sessionLimitEnded: false });
      },
    });
    const store = new LimitsStore(api, manualClock());
    store.beginSession();
    await Promise.resolve();
    await store.save([{ limitType: 31, limitValue: 1 }]);
    await Promise.resolve();
    expect(pings).toBe(1);
    store.stop();
  });

  it('forgets the player at the end of the session and counts afresh at the next', async () => {
    const clock = manualClock();
    const store = new LimitsStore(
      fakeApi({ ping: () => Promise.resolve({ limitBalance: 0, sessionLimitEnded: true }) }),
      clock,
    );
    await store.load();
    store.beginSession();
    await Promise.resolve();
    expect(store.sessionLimitEnded).toBe(true);
    store.endSession();
    expect(store.limits).toEqual([]);
    expect(store.sessionLimitEnded).toBe(false);
    expect(store.sessionBalance).toBe(-1);
    expect(clock.pending()).toBe(0);
  });
});
