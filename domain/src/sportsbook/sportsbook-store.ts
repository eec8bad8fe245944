import { makeAutoObservable, observable, reaction } from 'mobx';
import type { Subscription } from 'rxjs';
import { ofType, type ShellEventBus } from '../bus/shell-event';
import type { CouponBet } from '../coupon/coupon-bet';
import { applyLineChange } from '../line/line-change';
import type { LiveLine } from '../line/live-line';
import type { Clock } from '../time/clock';
import { lineEventOf, lineEventsOf, lineSportsOf } from './line-answer';
import type { LineApi, LineChange, LineEvent, LineMarket, LineSport } from './line-event';
import { lineChangeEffect, pollIntervalOf, type SportsbookView } from './sportsbook-view';

export type SportsbookStatus = 'loading' | 'ready' | 'error' | 'not-found';
export type OddsMove = 'up' | 'down';

interface PageData {
  readonly sports: LineSport[];
  readonly live: LineEvent[];
  readonly line: LineEvent[];
  readonly game: LineEvent | null;
  readonly results: LineEvent[];
}

const EMPTY: PageData = { sports: [], live: [], line: [], game: null, results: [] };

function sameView(a: SportsbookView | null, b: SportsbookView): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

function allEvents(data: PageData): LineEvent[] {
  return [...data.live, ...data.line, ...(data.game === null ? [] : [data.game])];
}

/**
 * The data of the betting page on screen and its odds as they move. It asks the line API for what
 * the view needs; then, while the page's stream of the line's changes is open (LiveLine), it
 * applies each change as it comes (lineChangeEffect: the event shown, or the page read again when
 * a game enters or leaves it) and asks nothing more; without the stream it asks again every
 * LIVE_POLL_MS or LINE_POLL_MS (sportsbook-view.ts) while the view stays. Each change or answer
 * marks the odds that rose or fell. A failed first
 * answer is an error the page shows with a retry; a failed later one keeps the odds on screen,
 * marked stale, and the next poll tries again.
 *
 * The coupon is another parcel's (DESIGN.md: parcels talk over the bus): a click publishes the
 * whole bet as `selection-toggled`; the coupon's `selections` say which odds to mark, and `start()`
 * asks for them, since the coupon may have answered before this page mounted.
 */
export class SportsbookStore {
  view: SportsbookView | null = null;
  language = '';
  status: SportsbookStatus = 'loading';
  /** A poll after the first answer failed: what is shown may be out of date. */
  stale = false;
  data: PageData = EMPTY;
  readonly moves = observable.map<number, OddsMove>();
  readonly selected = observable.set<number>();
  private generation = 0;
  private cancelPoll: (() => void) | null = null;
  private subscription: Subscription | null = null;
  private unfollow: (() => void) | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly api: LineApi,
    private readonly bus: ShellEventBus,
    private readonly clock: Clock,
    /** The page's stream of the line's changes; null polls only. */
    private readonly live: LiveLine | null = null,
  ) {
    makeAutoObservable<
      SportsbookStore,
      | 'api'
      | 'bus'
      | 'clock'
      | 'live'
      | 'generation'
      | 'cancelPoll'
      | 'subscription'
      | 'unfollow'
      | 'stopWatching'
    >(this, {
      api: false,
      bus: false,
      clock: false,
      live: false,
      generation: false,
      cancelPoll: false,
      subscription: false,
      unfollow: false,
      stopWatching: false,
    });
  }

  /** Listens to the coupon's selections and asks for them once. */
  start(): void {
    if (this.subscription !== null) return;
    this.subscription = this.bus.pipe(ofType('coupon')).subscribe((event) => {
      if (event.change === 'selections') this.setSelected(event.marketIds);
      else if (event.change === 'cleared') this.setSelected([]);
    });
    this.bus.next({ type: 'coupon', change: 'selections-wanted' });
    const live = this.live;
    if (live === null) return;
    this.unfollow = live.follow({
      changed: (change) => this.lineChanged(change),
      resync: () => void this.refresh(),
    });
    // The stream opened: polling stops. It was lost for good: the page is read now, then polled.
    this.stopWatching = reaction(
      () => live.streaming,
      (streaming) => {
        if (streaming) this.stopPolling();
        else if (this.view !== null && this.status !== 'loading') void this.load();
      },
    );
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.unfollow?.();
    this.unfollow = null;
    this.stopWatching?.();
    this.stopWatching = null;
    this.stopPolling();
    this.generation += 1;
  }

  /** Shows a view in a language: loads it unless it is the one on screen. */
  show(view: SportsbookView, language: string): Promise<void> {
    if (sameView(this.view, view) && language === this.language) return Promise.resolve();
    this.view = view;
    this.language = language;
    this.data = EMPTY;
    this.moves.clear();
    this.stale = false;
    this.status = 'loading';
    return this.load();
  }

  /** Reads the page again, keeping what it shows until the answer comes. */
  refresh(): Promise<void> {
    return this.view === null ? Promise.resolve() : this.load();
  }

  /** A change from the line's stream (lineChangeEffect). */
  lineChanged(change: LineChange): void {
    const view = this.view;
    if (view === null || this.status !== 'ready') return;
    const effect = lineChangeEffect(view, allEvents(this.data), change);
    if (effect === 'reload') {
      void this.load();
      return;
    }
    if (effect === 'ignore') return;
    const patch = (event: LineEvent) =>
      event.id === change.eventId ? applyLineChange(event, change) : event;
    const before = allEvents(this.data).find((event) => event.id === change.eventId);
    this.data = {
      ...this.data,
      live: this.data.live.map(patch),
      line: this.data.line.map(patch),
      game: this.data.game === null ? null : patch(this.data.game),
      results: this.data.results.map(patch),
    };
    for (const market of before?.markets ?? []) {
      const now = change.markets.find((one) => one.id === market.id);
      if (now === undefined || now.coef === market.coef) this.moves.delete(market.id);
      else this.moves.set(market.id, now.coef > market.coef ? 'up' : 'down');
    }
  }

  retry(): Promise<void> {
    this.status = 'loading';
    return this.load();
  }

  /** The bet the coupon gets for an odd of a game; the names are as the player reads them. */
  toggle(event: LineEvent, market: LineMarket, marketName: string): void {
    const bet: CouponBet = {
      gameId: event.id,
      marketId: market.id,
      coef: market.coef,
      kind: market.kind,
      sportId: event.sportId,
      isLive: event.state === 'live',
      blockId: 1,
      isBanker: false,
      isBlocked: market.isBlocked,
      names: {
        sport: event.sportName,
        champ: event.champName,
        game: `${event.home} — ${event.away}`,
        market: marketName,
      },
    };
    this.bus.next({ type: 'coupon', change: 'selection-toggled', bet });
  }

  isSelected(marketId: number): boolean {
    return this.selected.has(marketId);
  }

  private setSelected(marketIds: readonly number[]): void {
    this.selected.replace(marketIds);
  }

  private stopPolling(): void {
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  private async load(): Promise<void> {
    this.stopPolling();
    const view = this.view;
    if (view === null) return;
    const generation = ++this.generation;
    const language = this.language;
    try {
      const data = await this.loadPageData(view, language);
      if (generation !== this.generation) return;
      this.apply(data, view);
    } catch {
      if (generation !== this.generation) return;
      this.failed();
    }
    if (generation !== this.generation || this.status === 'error') return;
    const interval = pollIntervalOf(view);
    if (interval !== null && this.live?.streaming !== true)
      this.cancelPoll = this.clock.schedule(interval, () => void this.load());
  }

  /** State after an await changes in these two named actions (MobX 7 has no runInAction). */
  private failed(): void {
    if (this.status === 'ready') this.stale = true;
    else this.status = 'error';
  }

  private apply(data: PageData, view: SportsbookView): void {
    const before = new Map<number, number>();
    for (const event of allEvents(this.data)) {
      for (const market of event.markets) before.set(market.id, market.coef);
    }
    const moves = new Map<number, OddsMove>();
    for (const event of allEvents(data)) {
      for (const market of event.markets) {
        const previous = before.get(market.id);
        if (previous !== undefined && previous !== market.coef) {
          moves.set(market.id, market.coef > previous ? 'up' : 'down');
        }
      }
    }
    this.moves.replace(moves);
    this.data = data;
    this.stale = false;
    this.status = view.kind === 'game' && data.game === null ? 'not-found' : 'ready';
  }

  private async loadPageData(view: SportsbookView, lng: string): Promise<PageData> {
    // Every answer is read before it is shown (line-answer.ts): one that is not the line fails
    // like an error status, instead of breaking the page while it draws.
    const api = this.api;
    const readSports = async () => lineSportsOf(await api.sports(lng));
    const readEvents = async (query: Parameters<LineApi['events']>[0]) =>
      lineEventsOf(await api.events(query));
    const readResults = async (query: Parameters<LineApi['results']>[0]) =>
      lineEventsOf(await api.results(query));
    switch (view.kind) {
      case 'home': {
        const [sports, live, line] = await Promise.all([
          readSports(),
          readEvents({ section: 'live', lng }),
          readEvents({ section: 'line', lng }),
        ]);
        return { ...EMPTY, sports, live, line };
      }
      case 'listing': {
        const query = {
          section: view.section,
          lng,
          ...(view.sportId === null ? {} : { sportId: view.sportId }),
          ...(view.champId === null ? {} : { champId: view.champId }),
        };
        const [sports, events] = await Promise.all([readSports(), readEvents(query)]);
        return { ...EMPTY, sports, [view.section]: events };
      }
      case 'game':
        return { ...EMPTY, game: lineEventOf(await api.event(view.gameId, lng)) };
      case 'multi':
        return { ...EMPTY, live: await readEvents({ section: 'live', lng }) };
      case 'results':
        if (view.tab === 'live') {
          return { ...EMPTY, live: await readEvents({ section: 'live', lng }) };
        }
        return { ...EMPTY, results: await readResults({ lng }) };
      case 'champs':
        return {
          ...EMPTY,
          results: await readResults(
            view.champId === null ? { lng } : { champId: view.champId, lng },
          ),
        };
      case 'section': {
        // Every section picks from the whole line and live; a game id opens one game besides.
        const [sports, live, line, game] = await Promise.all([
          readSports(),
          readEvents({ section: 'live', lng }),
          readEvents({ section: 'line', lng }),
          view.gameId === null ? null : api.event(view.gameId, lng).then(lineEventOf),
        ]);
        return { ...EMPTY, sports, live, line, game };
      }
      case 'not-built':
        return EMPTY;
    }
  }
}
