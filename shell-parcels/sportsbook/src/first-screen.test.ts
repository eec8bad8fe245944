import { Subject } from 'rxjs';
import { ofType, type ShellEvent } from '@betshell/domain';
import { SportsbookStore, type LineApi, type LineEvent } from '@betshell/domain/sportsbook';
import { lineEventFixture, manualClock } from '@betshell/domain/testing';
import {
  takeFirstScreen,
  takeOverEarlyTaps,
  withFirstScreen,
  type EarlyTapsWindow,
} from './first-screen';

const painted = {
  lng: 'ru',
  sports: [{ id: 1, name: 'Футбол', lineCount: 1, liveCount: 1 }],
  live: [lineEventFixture(1, { state: 'live' })],
  line: [lineEventFixture(2)],
};

function apiAnswering(live: LineEvent[], line: LineEvent[]) {
  const asked: string[] = [];
  const api: LineApi = {
    sports: (lng) => {
      asked.push(`sports ${lng}`);
      return Promise.resolve([]);
    },
    events: (query) => {
      asked.push(`events ${query.section} ${query.lng ?? ''}`);
      return Promise.resolve(query.section === 'live' ? live : line);
    },
    event: () => Promise.resolve(null),
    results: () => Promise.resolve([]),
  };
  return { api, asked };
}

function paintedPage(json: string) {
  document.body.innerHTML = `<div><section data-first-paint><script type="application/json" data-sportsbook-first-screen>${json}</script></section></div>`;
}

describe('the first screen the server painted', () => {
  it('is taken from the page once, and unreadable data is none', () => {
    paintedPage(JSON.stringify(painted));
    expect(takeFirstScreen(document)).toEqual(painted);
    expect(takeFirstScreen(document)).toBeNull();
    paintedPage('{"lng":');
    expect(takeFirstScreen(document)).toBeNull();
  });

  it('answers the home page first questions in its language, and asks the line API after', async () => {
    const { api, asked } = apiAnswering([], []);
    const line = withFirstScreen(api, painted);
    expect(await line.sports('en')).toEqual([]);
    expect(await line.sports('ru')).toEqual(painted.sports);
    expect(await line.events({ section: 'live', lng: 'ru', sportId: 1 })).toEqual([]);
    expect(await line.events({ section: 'live', lng: 'ru' })).toEqual(painted.live);
    expect(await line.events({ section: 'line', lng: 'ru' })).toEqual(painted.line);
    expect(await line.events({ section: 'line', lng: 'ru' })).toEqual([]);
    expect(asked).toEqual(['sports en', 'events live ru', 'events line ru']);
  });
});

describe('odds tapped before the sportsbook ran', () => {
  async function started(kept: number[]) {
    const bus = new Subject<ShellEvent>();
    const toggled: number[] = [];
    bus.pipe(ofType('coupon')).subscribe((event) => {
      if (event.change === 'selection-toggled') toggled.push(event.bet.marketId);
    });
    const { api } = apiAnswering(painted.live, painted.line);
    const store = new SportsbookStore(api, bus, manualClock());
    const page: EarlyTapsWindow = { __betshellEarlyTaps: kept };
    const stop = takeOverEarlyTaps(page, bus, store, (market) => `market ${market.id}`);
    store.start();
    await store.show({ kind: 'home' }, 'ru');
    return { bus, toggled, page, stop, store };
  }

  it('go to the coupon once it says what it holds, but for those already in it', async () => {
    const { bus, toggled } = await started([10, 21]);
    expect(toggled).toEqual([]);
    bus.next({ type: 'coupon', change: 'selections', marketIds: [21] });
    expect(toggled).toEqual([10]);
    bus.next({ type: 'coupon', change: 'selections', marketIds: [] });
    expect(toggled).toEqual([10]);
  });

  it('wait for the line when the coupon answers first', async () => {
    const bus = new Subject<ShellEvent>();
    const toggled: number[] = [];
    bus.pipe(ofType('coupon')).subscribe((event) => {
      if (event.change === 'selection-toggled') toggled.push(event.bet.marketId);
    });
    const store = new SportsbookStore(apiAnswering(painted.live, []).api, bus, manualClock());
    takeOverEarlyTaps({ __betshellEarlyTaps: [11] }, bus, store, () => 'X');
    bus.next({ type: 'coupon', change: 'selections', marketIds: [] });
    expect(toggled).toEqual([]);
    await store.show({ kind: 'home' }, 'ru');
    expect(toggled).toEqual([11]);
  });

  it('are handed to the store from then on, until the sportsbook stops', async () => {
    const { page, toggled, stop } = await started([]);
    page.__betshellEarlyTap?.(22);
    expect(toggled).toEqual([22]);
    stop();
    expect(page.__betshellEarlyTap).toBeUndefined();
  });
});
