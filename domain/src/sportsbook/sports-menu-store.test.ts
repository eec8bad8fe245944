import { fakeLineChangeSource, lineChangeFixture } from '../line/line-change-fixtures';
import { LINE_POLL_MS } from '../line/line-poll-intervals';
import { LiveLine } from '../line/live-line';
import { manualClock, settle } from '../testing';
import type { LineEvent } from './line-event';
import { lineEventFixture } from './line-fixtures';
import { searchLine } from './sports-menu';
import {
  LINE_SEARCH_DEBOUNCE_MS,
  SPORTS_MENU_REREAD_MS,
  SportsMenuStore,
} from './sports-menu-store';

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
    // The server's search, by the domain's rules over the same lists.
    search: jest.fn((query: { q: string; lng: string }): Promise<unknown> => {
      asked.push(`search ${query.q} ${query.lng}`);
      return Promise.resolve(searchLine([...lists.live, ...lists.line], query.q));
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

  it('asks the server’s search once the player stops typing, for the last query only', async () => {
    const { store, clock, asked } = menuWith({
      line: [lineEventFixture(1, { home: 'Спартак', away: 'Зенит' })],
      live: [],
    });
    store.setQuery('з');
    expect(store.searchStatus).toBe('idle');
    store.setQuery('зе');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS - 1);
    store.setQuery('зен');
    expect(store.searchStatus).toBe('searching');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(asked).toEqual(['search зен ru']);
    expect([store.searchStatus, store.hits.map((hit) => hit.kind)]).toEqual(['done', ['game']]);
    store.setQuery('барселона');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    await flush();
    expect([store.searchStatus, store.hits]).toEqual(['done', []]);
    store.setQuery('з');
    expect([store.searchStatus, store.hits]).toEqual(['idle', []]);
  });

  it('says a failed search, and drops an answer to a query no longer typed', async () => {
    const { store, clock, api } = menuWith({
      line: [lineEventFixture(1, { home: 'Спартак', away: 'Зенит' })],
      live: [],
    });
    api.search.mockRejectedValueOnce(new Error('offline'));
    store.setQuery('зен');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(store.searchStatus).toBe('failed');
    // An answer that is not a list of hits fails the same way.
    api.search.mockResolvedValueOnce('<html>');
    store.setQuery('зени');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(store.searchStatus).toBe('failed');
    let answer: (hits: unknown) => void = () => undefined;
    api.search.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    store.setQuery('спартак');
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    store.setQuery('с');
    answer(searchLine([lineEventFixture(1, { home: 'Спартак' })], 'спартак'));
    await flush();
    expect([store.searchStatus, store.hits]).toEqual(['idle', []]);
  });
});
