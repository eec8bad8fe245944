import { fakeLineChangeSource, lineChangeFixture } from '../line/line-change-fixtures';
import { LINE_POLL_MS } from '../line/line-poll-intervals';
import { LiveLine } from '../line/live-line';
import { manualClock, settle } from '../testing';
import type { LineEvent } from './line-event';
import { lineEventFixture } from './line-fixtures';
import { SPORTS_MENU_REREAD_MS, SportsMenuStore } from './sports-menu-store';

function menuWith(lists: { line: LineEvent[]; live: LineEvent[] }) {
  const clock = manualClock();
  const { source, last } = fakeLineChangeSource();
  const liveLine = new LiveLine(source, clock);
  const asked: string[] = [];
  const api = {
    events: jest.fn((query: { section: 'line' | 'live'; lng: string }) => {
      asked.push(`${query.section} ${query.lng}`);
      return Promise.resolve(lists[query.section]);
    }),
  };
  const store = new SportsMenuStore(api, liveLine, clock, () => 'ru');
  return { store, clock, last, asked, api, lists };
}

const flush = settle;

describe('the sports menu’s view of the line', () => {
  it('reads the line and live lists once and counts each section', async () => {
    const { store, asked } = menuWith({
      line: [lineEventFixture(1), lineEventFixture(2, { champId: 102, champName: 'Spain' })],
      live: [lineEventFixture(3, { state: 'live' })],
    });
    store.start();
    await flush();
    expect(asked).toEqual(['line ru', 'live ru']);
    expect(store.status).toBe('ready');
    expect(store.menuOf('line').map((sport) => sport.count)).toEqual([2]);
    expect(store.menuOf('live')[0]?.champs).toEqual([
      { id: 101, name: 'England. Premier League', count: 1 },
    ]);
  });

  it('reads the line again a second after a game starts, once for the changes of that second', async () => {
    const { store, clock, last, asked, lists } = menuWith({
      line: [lineEventFixture(1), lineEventFixture(2)],
      live: [],
    });
    store.start();
    last().ready(1);
    await flush();
    expect(store.menuOf('live')).toEqual([]);
    lists.line = [lineEventFixture(2)];
    lists.live = [lineEventFixture(1, { state: 'live' })];
    last().change(2, lineChangeFixture({ eventId: 1, state: 'live' }));
    last().change(3, lineChangeFixture({ eventId: 4, state: 'line' }));
    clock.advance(SPORTS_MENU_REREAD_MS);
    await flush();
    expect(asked).toHaveLength(4);
    expect(store.menuOf('live')[0]?.count).toBe(1);
    expect(store.menuOf('line')[0]?.count).toBe(1);
  });

  it('reads again a second after a change even while it waits to poll', async () => {
    const { store, clock, last, asked } = menuWith({ line: [lineEventFixture(1)], live: [] });
    store.start();
    await flush();
    // The stream caught up after the first read: a poll waits LINE_POLL_MS.
    last().ready(1);
    last().change(2, lineChangeFixture({ eventId: 1, state: 'live' }));
    clock.advance(SPORTS_MENU_REREAD_MS);
    await flush();
    expect(asked).toHaveLength(4);
  });

  it('ignores odds and scores, and a game it never held that ended', async () => {
    const { store, clock, last, asked } = menuWith({ line: [lineEventFixture(1)], live: [] });
    store.start();
    last().ready(1);
    await flush();
    last().change(2, lineChangeFixture({ eventId: 1, state: 'line' }));
    last().change(3, lineChangeFixture({ eventId: 9, state: 'finished' }));
    clock.advance(LINE_POLL_MS);
    await flush();
    expect(asked).toHaveLength(2);
  });

  it('polls while the stream is not open, and stops when the menu goes', async () => {
    const { store, clock, asked } = menuWith({ line: [lineEventFixture(1)], live: [] });
    store.start();
    await flush();
    clock.advance(LINE_POLL_MS);
    await flush();
    expect(asked).toHaveLength(4);
    store.stop();
    clock.advance(LINE_POLL_MS);
    await flush();
    expect(asked).toHaveLength(4);
  });

  it('says a failed first read, and keeps its counts when a later read fails', async () => {
    const { store, api } = menuWith({ line: [lineEventFixture(1)], live: [] });
    api.events.mockRejectedValueOnce(new Error('offline'));
    store.start();
    await flush();
    expect(store.status).toBe('error');
    await store.read();
    expect(store.status).toBe('ready');
    api.events.mockRejectedValueOnce(new Error('offline'));
    await store.read();
    expect([store.status, store.menuOf('line')[0]?.count]).toEqual(['ready', 1]);
  });

  it('searches what it holds as the query changes', async () => {
    const { store } = menuWith({
      line: [lineEventFixture(1, { home: 'Спартак', away: 'Зенит' })],
      live: [],
    });
    store.start();
    await flush();
    store.setQuery('зен');
    expect(store.hits.map((hit) => hit.kind)).toEqual(['game']);
    store.setQuery('з');
    expect(store.hits).toEqual([]);
  });
});
