import { createShellEventBus, ofType, type ShellEvent } from '../bus/shell-event';
import { fakeLineChangeSource, lineChangeFixture } from '../line/line-change-fixtures';
import { LiveLine, STREAM_FAILURES_BEFORE_POLLING } from '../line/live-line';
import { manualClock, settle } from '../testing';
import type { LineApi, LineEvent } from './line-event';
import { lineEventFixture } from './line-fixtures';
import { SportsbookStore } from './sportsbook-store';

function setUp(
  api: Partial<LineApi> = {},
  liveOf: (clock: ReturnType<typeof manualClock>) => LiveLine | null = () => null,
) {
  const bus = createShellEventBus();
  const published: ShellEvent[] = [];
  bus.pipe(ofType('coupon')).subscribe((event) => published.push(event));
  const clock = manualClock();
  const events = jest.fn<Promise<LineEvent[]>, Parameters<LineApi['events']>>(({ section }) =>
    Promise.resolve([lineEventFixture(section === 'live' ? 1 : 2, { state: section })]),
  );
  const full: LineApi = {
    sports: jest.fn(() =>
      Promise.resolve([{ id: 1, name: 'Football', lineCount: 1, liveCount: 1 }]),
    ),
    events,
    event: jest.fn((id: number) => Promise.resolve(id === 1 ? lineEventFixture(1) : null)),
    results: jest.fn(() => Promise.resolve([])),
    ...api,
  };
  const store = new SportsbookStore(full, bus, clock, liveOf(clock));
  return { bus, published, clock, events, store };
}

describe('the sportsbook store', () => {
  it('loads top live and line for home', async () => {
    const { store } = setUp();
    expect(store.status).toBe('loading');
    await store.show({ kind: 'home' }, 'en');
    expect(store.status).toBe('ready');
    expect(store.data.live.map((event) => event.id)).toEqual([1]);
    expect(store.data.line.map((event) => event.id)).toEqual([2]);
    expect(store.data.sports).toHaveLength(1);
  });

  it('asks the line of a sport and championship in the page’s language', async () => {
    const { store, events } = setUp();
    await store.show({ kind: 'listing', section: 'line', sportId: 1, champId: 101 }, 'ru');
    expect(events).toHaveBeenCalledWith({
      section: 'line',
      sportId: 1,
      champId: 101,
      lng: 'ru',
    });
    expect(store.data.line).toHaveLength(1);
  });

  it('polls a live page every 5 s and marks the odds that rose and fell', async () => {
    let coefs = [1.85, 3.4, 4.2];
    const { store, clock } = setUp({
      events: () => Promise.resolve([lineEventFixture(1, { state: 'live' }, coefs)]),
    });
    await store.show({ kind: 'listing', section: 'live', sportId: null, champId: null }, 'en');
    expect(store.moves.size).toBe(0);
    coefs = [1.9, 3.4, 4.0];
    clock.advance(5_000);
    await settle();
    expect(store.data.live[0]?.markets[0]?.coef).toBe(1.9);
    expect(store.moves.get(10)).toBe('up');
    expect(store.moves.get(11)).toBeUndefined();
    expect(store.moves.get(12)).toBe('down');
  });

  it('shows an error for a failed first answer, and a retry loads the page', async () => {
    let fail = true;
    const { store } = setUp({
      sports: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([])),
    });
    await store.show({ kind: 'home' }, 'en');
    expect(store.status).toBe('error');
    fail = false;
    await store.retry();
    expect(store.status).toBe('ready');
  });

  it('keeps the odds on screen, marked stale, when a later poll fails', async () => {
    let fail = false;
    const { store, clock } = setUp({
      event: () =>
        fail ? Promise.reject(new Error('down')) : Promise.resolve(lineEventFixture(1)),
    });
    await store.show({ kind: 'game', section: 'line', gameId: 1 }, 'en');
    fail = true;
    clock.advance(5_000);
    await settle();
    expect(store.status).toBe('ready');
    expect(store.stale).toBe(true);
    expect(store.data.game?.id).toBe(1);
  });

  it('shows its error for an answer that is not the line, and keeps the odds when a poll gets one', async () => {
    let garbage: unknown = 'oops';
    const { store, clock } = setUp({
      sports: () => Promise.resolve(garbage as never),
      events: () => Promise.resolve([lineEventFixture(1, { state: 'live' })]),
    });
    await store.show({ kind: 'listing', section: 'live', sportId: null, champId: null }, 'en');
    expect(store.status).toBe('error');
    expect(store.data.sports).toEqual([]);

    garbage = [{ id: 1, name: 'Football', lineCount: 1, liveCount: 1 }];
    await store.retry();
    expect(store.status).toBe('ready');
    garbage = { sports: [] };
    clock.advance(5_000);
    await settle();
    expect(store.status).toBe('ready');
    expect(store.stale).toBe(true);
    expect(store.data.sports).toHaveLength(1);
  });

  it('says a game the line does not know is not found', async () => {
    const { store } = setUp();
    await store.show({ kind: 'game', section: 'line', gameId: 5 }, 'en');
    expect(store.status).toBe('not-found');
  });

  it('drops the answer of a page the player has already left', async () => {
    let answerSlow: (events: LineEvent[]) => void = () => undefined;
    const { store } = setUp({
      events: ({ section }) =>
        section === 'live'
          ? new Promise((resolve) => (answerSlow = resolve))
          : Promise.resolve([lineEventFixture(2)]),
    });
    const first = store.show({ kind: 'multi' }, 'en');
    await store.show({ kind: 'listing', section: 'line', sportId: null, champId: null }, 'en');
    answerSlow([lineEventFixture(1)]);
    await first;
    expect(store.view).toEqual({ kind: 'listing', section: 'line', sportId: null, champId: null });
    expect(store.data.live).toEqual([]);
  });

  it('stops polling once disposed', async () => {
    const { store, clock } = setUp();
    await store.show({ kind: 'home' }, 'en');
    expect(clock.pending()).toBe(1);
    store.dispose();
    expect(clock.pending()).toBe(0);
  });

  it('asks the coupon for its selections on start and marks the markets it names', () => {
    const { store, bus, published } = setUp();
    store.start();
    expect(published).toEqual([{ type: 'coupon', change: 'selections-wanted' }]);
    bus.next({ type: 'coupon', change: 'selections', marketIds: [10, 21] });
    expect(store.isSelected(10)).toBe(true);
    expect(store.isSelected(11)).toBe(false);
    bus.next({ type: 'coupon', change: 'cleared' });
    expect(store.isSelected(10)).toBe(false);
  });

  it('publishes the whole bet when an odd is clicked', () => {
    const { store, published } = setUp();
    const event = lineEventFixture(3, { state: 'live', sportId: 2 });
    const market = event.markets[1];
    if (market === undefined) throw new Error('a draw market');
    store.toggle(event, market, 'X');
    expect(published).toEqual([
      {
        type: 'coupon',
        change: 'selection-toggled',
        bet: {
          gameId: 3,
          marketId: 31,
          coef: 3.4,
          kind: 1,
          sportId: 2,
          isLive: true,
          blockId: 1,
          isBanker: false,
          isBlocked: false,
          names: {
            sport: 'Football',
            champ: 'England. Premier League',
            game: 'Home 3 — Away 3',
            market: 'X',
          },
        },
      },
    ]);
  });

  describe('with the page’s stream of the line’s changes', () => {
    const LIVE_PAGE = { kind: 'listing', section: 'live', sportId: 1, champId: null } as const;

    async function streaming() {
      const stream = fakeLineChangeSource();
      const page = setUp({}, (clock) => new LiveLine(stream.source, clock));
      page.store.start();
      stream.last().ready(1);
      await page.store.show(LIVE_PAGE, 'en');
      return { ...page, stream };
    }

    it('applies each change to the odds and score on screen, marking the moves, and does not poll', async () => {
      const { store, events, clock, stream } = await streaming();
      expect(events).toHaveBeenCalledTimes(1);
      stream.last().change(
        2,
        lineChangeFixture({
          eventId: 1,
          score: { home: 2, away: 0 },
          markets: [
            { id: 10, coef: 2.5, isBlocked: false, result: null },
            { id: 11, coef: 3.4, isBlocked: true, result: null },
            { id: 12, coef: 4.0, isBlocked: false, result: null },
          ],
        }),
      );
      const [event] = store.data.live;
      expect(event?.score).toEqual({ home: 2, away: 0 });
      expect(event?.markets.slice(0, 3).map((one) => [one.coef, one.isBlocked])).toEqual([
        [2.5, false],
        [3.4, true],
        [4.0, false],
      ]);
      expect([store.moves.get(10), store.moves.get(11), store.moves.get(12)]).toEqual([
        'up',
        undefined,
        'down',
      ]);
      clock.advance(60_000);
      await settle();
      expect(events).toHaveBeenCalledTimes(1);
    });

    it('reads the page again for a new game of its sport, not for another sport’s', async () => {
      const { store, events, stream } = await streaming();
      stream.last().change(3, lineChangeFixture({ eventId: 9, sportId: 2 }));
      await settle();
      expect(events).toHaveBeenCalledTimes(1);
      stream.last().change(4, lineChangeFixture({ eventId: 9, sportId: 1 }));
      await settle();
      expect(events).toHaveBeenCalledTimes(2);
      expect(store.status).toBe('ready');
    });

    it('reads the page on resync, and polls again once the stream is lost for good', async () => {
      const { events, clock, stream } = await streaming();
      stream.last().resync(500);
      await settle();
      expect(events).toHaveBeenCalledTimes(2);
      for (let i = 0; i < STREAM_FAILURES_BEFORE_POLLING; i += 1) stream.last().interrupted();
      await settle();
      expect(events).toHaveBeenCalledTimes(3);
      clock.advance(5_000);
      await settle();
      expect(events).toHaveBeenCalledTimes(4);
    });
  });
});
