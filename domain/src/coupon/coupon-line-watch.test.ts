import type { LineEvent } from '../sportsbook/line-event';
import { fakeLineChangeSource, lineChangeFixture } from '../line/line-change-fixtures';
import { LiveLine, STREAM_FAILURES_BEFORE_POLLING } from '../line/live-line';
import { manualClock } from '../testing/manual-clock';
import { bet, couponContext, lineGame } from './coupon-fixtures';
import { CouponLineWatch, type CouponLineApi } from './coupon-line-watch';
import { CouponStore } from './coupon-store';

const context = couponContext();

/** Lets the fake transport's promises and the watch's awaits run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function setup(streamed = false) {
  const clock = manualClock();
  const stream = fakeLineChangeSource();
  const live = streamed ? new LiveLine(stream.source, clock) : null;
  const asked: [number, string][] = [];
  const games = new Map<number, LineEvent | null | 'fail' | 'garbage'>();
  const api: CouponLineApi = {
    event(gameId, lng) {
      asked.push([gameId, lng]);
      const game = games.get(gameId);
      if (game === 'fail') return Promise.reject(new Error('503'));
      if (game === 'garbage') return Promise.resolve('<html>proxy</html>');
      return Promise.resolve(game ?? null);
    },
  };
  const store = new CouponStore(
    { place: () => Promise.reject(new Error('not placing')) },
    () => context,
    () => 'id',
  );
  const watch = new CouponLineWatch(store, api, clock, () => 'en', live);
  return { clock, asked, games, store, watch, stream };
}

describe('the coupon watching the line', () => {
  it('asks nothing while the coupon is empty', async () => {
    const { clock, asked, watch } = setup();
    watch.start();
    clock.advance(60_000);
    await settle();
    expect(asked).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('asks a selection’s game at once, takes a suspension, and sees it lifted at the next turn', async () => {
    const { clock, asked, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live', isSuspended: true }));
    watch.start();
    store.toggle(bet(1, 1.5, { isLive: true }));
    await settle();
    expect(asked).toEqual([[1, 'en']]);
    expect(store.coupon.bets[0]?.isBlocked).toBe(true);
    expect(store.lineMarkets.get(1)?.state).toBe('suspended');

    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    clock.advance(5_000);
    await settle();
    expect(asked).toHaveLength(2);
    expect(store.coupon.bets[0]?.isBlocked).toBe(false);
    expect(store.problems).toEqual([]);
  });

  it('asks a live game every 5 seconds and a pre-match one every 30', async () => {
    const { clock, asked, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    games.set(2, lineGame(2, [{ id: 2, coef: 2 }]));
    store.toggle(bet(1, 1.5, { isLive: true }));
    store.toggle(bet(2, 2));
    watch.start();
    await settle();
    for (let step = 0; step < 6; step += 1) {
      clock.advance(5_000);
      await settle();
    }
    expect(asked.filter(([gameId]) => gameId === 1)).toHaveLength(7);
    expect(asked.filter(([gameId]) => gameId === 2)).toHaveLength(2);
  });

  it('stops asking while the tab is hidden and asks again when it is shown', async () => {
    const { clock, asked, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    store.toggle(bet(1, 1.5, { isLive: true }));
    watch.start();
    await settle();
    watch.setVisible(false);
    clock.advance(60_000);
    await settle();
    expect(asked).toHaveLength(1);
    expect(clock.pending()).toBe(0);
    watch.setVisible(true);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('stops asking once the coupon is emptied', async () => {
    const { clock, asked, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    store.toggle(bet(1, 1.5, { isLive: true }));
    watch.start();
    await settle();
    store.clear();
    clock.advance(30_000);
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('keeps what it knew when an answer fails or is not the line', async () => {
    const { clock, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5, isBlocked: true }], { state: 'live' }));
    store.toggle(bet(1, 1.5, { isLive: true }));
    watch.start();
    await settle();
    games.set(1, 'fail');
    clock.advance(5_000);
    await settle();
    games.set(1, 'garbage');
    clock.advance(5_000);
    await settle();
    expect(store.coupon.bets[0]?.isBlocked).toBe(true);
    expect(clock.pending()).toBe(1);
  });

  it('blocks a selection whose game is no longer in the line', async () => {
    const { store, watch } = setup();
    store.toggle(bet(1, 1.5));
    watch.start();
    await settle();
    expect(store.lineMarkets.get(1)?.state).toBe('withdrawn');
    expect(store.problems.map((problem) => problem.code)).toEqual(['blocked-selection']);
  });

  it('asks nothing more once disposed', async () => {
    const { clock, asked, games, store, watch } = setup();
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    store.toggle(bet(1, 1.5, { isLive: true }));
    watch.start();
    await settle();
    watch.dispose();
    clock.advance(30_000);
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('asks once, then follows its games by the page’s stream instead of polling', async () => {
    const { clock, asked, games, store, watch, stream } = setup(true);
    games.set(1, lineGame(1, [{ id: 1, coef: 1.5 }], { state: 'live' }));
    watch.start();
    stream.last().ready(1);
    store.toggle(bet(1, 1.5, { isLive: true }));
    await settle();
    expect(asked).toHaveLength(1);
    clock.advance(60_000);
    await settle();
    expect(asked).toHaveLength(1);

    stream.last().change(
      2,
      lineChangeFixture({
        eventId: 1,
        isSuspended: true,
        markets: [{ id: 1, coef: 1.5, isBlocked: false, result: null }],
      }),
    );
    expect(store.lineMarkets.get(1)?.state).toBe('suspended');
    expect(store.coupon.bets[0]?.isBlocked).toBe(true);
    // Another game's change is not the coupon's.
    stream.last().change(3, lineChangeFixture({ eventId: 2, markets: [] }));
    expect(store.lineMarkets.get(1)?.state).toBe('suspended');

    for (let i = 0; i < STREAM_FAILURES_BEFORE_POLLING; i += 1) stream.last().interrupted();
    await settle();
    expect(asked).toHaveLength(2);
    clock.advance(5_000);
    await settle();
    expect(asked).toHaveLength(3);
  });
});
