import { manualClock } from '../testing/manual-clock';
import type { RealityCheck } from './reality-check';
import { RealityCheckStore } from './reality-check-store';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1, 12, 0, 0);

/** A server whose clock runs `skewMs` ahead of the browser's, with a session that began at START. */
function fakeServer(clock: { now(): number }, skewMs = 0) {
  const state = {
    intervalMinutes: 5 as number | null,
    netMinor: 0,
    failNext: 0,
    calls: 0,
  };
  return {
    state,
    api: {
      realityCheck(): Promise<RealityCheck> {
        state.calls += 1;
        if (state.failNext > 0) {
          state.failNext -= 1;
          return Promise.reject(new Error('network'));
        }
        const serverMs = clock.now() + skewMs;
        return Promise.resolve({
          intervalMinutes: state.intervalMinutes,
          sessionStartedAt: START / 1000,
          serverTime: Math.floor(serverMs / 1000),
          playedSeconds: Math.floor((serverMs - START) / 1000),
          netResult: state.netMinor === 0 ? [] : [{ currency: 'RUB', amountMinor: state.netMinor }],
        });
      },
    },
  };
}

/** Lets the answers of the fake server arrive. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

async function started(skewMs = 0, signedInAtMs = START + 30_000) {
  const clock = manualClock(signedInAtMs - skewMs);
  const server = fakeServer(clock, skewMs);
  const store = new RealityCheckStore(server.api, clock);
  const advance = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  await store.start();
  await settle();
  return { clock, server, store, advance };
}

describe('the reality-check store', () => {
  it('shows the time played and the net result N minutes after the session began', async () => {
    const { server, store, advance } = await started();
    server.state.netMinor = -1_250;
    await advance(4 * MINUTE + 29_000);
    expect(store.shown).toBeNull();
    await advance(1_000);
    expect(store.shown).toMatchObject({
      intervalMinutes: 5,
      playedSeconds: 5 * 60,
      netResult: [{ currency: 'RUB', amountMinor: -1_250 }],
    });
  });

  it('after "continue" shows the next popup on the session grid, N minutes after the last', async () => {
    const { store, advance } = await started();
    await advance(4 * MINUTE + 30_000);
    expect(store.shown?.playedSeconds).toBe(300);
    await advance(20_000);
    store.continuePlaying();
    expect(store.shown).toBeNull();
    await advance(4 * MINUTE + 39_000);
    expect(store.shown).toBeNull();
    await advance(1_000);
    expect(store.shown?.playedSeconds).toBe(600);
  });

  it('keeps one popup open however long the player takes to answer', async () => {
    const { server, store, advance } = await started();
    await advance(4 * MINUTE + 30_000);
    const calls = server.state.calls;
    await advance(30 * MINUTE);
    expect(server.state.calls).toBe(calls);
    expect(store.shown?.playedSeconds).toBe(300);
  });

  it('follows the server clock, not the browser one', async () => {
    // The browser's clock is 2 minutes behind the server's: the popup still comes at 5 minutes.
    const { store, advance } = await started(2 * MINUTE);
    await advance(4 * MINUTE + 29_000);
    expect(store.shown).toBeNull();
    await advance(1_000);
    expect(store.shown?.playedSeconds).toBe(300);
  });

  it('shows nothing when the player has no reality check, until a restart reads a new one', async () => {
    const { server, store, advance } = await started();
    server.state.intervalMinutes = null;
    await store.start();
    await advance(60 * MINUTE);
    expect(store.shown).toBeNull();
    server.state.intervalMinutes = 15;
    await store.start();
    await settle();
    await advance(14 * MINUTE);
    expect(store.shown).toBeNull();
    await advance(30_000);
    expect(store.shown?.playedSeconds).toBe(75 * 60);
  });

  it('keeps the interval of the latest read when an older read answers after it', async () => {
    const clock = manualClock(START + 30_000);
    const server = fakeServer(clock);
    // The read on mount is slow and answers "no interval" (the limit was not saved yet); the read
    // after the office saved the limit answers first.
    let answerMountRead: () => void = () => undefined;
    const mountRead = server.api.realityCheck().then(
      (answer) =>
        new Promise<RealityCheck>((resolve) => {
          answerMountRead = () => resolve({ ...answer, intervalMinutes: null });
        }),
    );
    let reads = 0;
    const store = new RealityCheckStore(
      { realityCheck: () => (reads++ === 0 ? mountRead : server.api.realityCheck()) },
      clock,
    );
    const onMount = store.start();
    await settle();
    await store.start();
    answerMountRead();
    await onMount;
    clock.advance(4 * MINUTE + 30_000);
    await settle();
    expect(store.shown?.playedSeconds).toBe(300);
  });

  it('tries a failed check again after 30 seconds rather than skipping it', async () => {
    const { server, store, advance } = await started();
    server.state.failNext = 1;
    await advance(4 * MINUTE + 30_000);
    expect(store.shown).toBeNull();
    await advance(30_000);
    expect(store.shown?.playedSeconds).toBe(330);
  });

  it('stops checking when stopped (the player signed out)', async () => {
    const { clock, server, store, advance } = await started();
    store.stop();
    await advance(60 * MINUTE);
    expect(server.state.calls).toBe(1);
    expect(clock.pending()).toBe(0);
  });
});
