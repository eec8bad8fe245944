import { makeAutoObservable, runInAction } from 'mobx';
import type { LiveLine, LineChangeFollower } from '../line/live-line';
import { LINE_POLL_MS } from '../line/line-poll-intervals';
import type { LineSection } from '../line/market-result';
import type { Clock } from '../time/clock';
import type { LineApi, LineChange, LineEvent } from './line-event';
import { lineEventsOf, lineSearchHitsOf } from './line-answer';
import {
  LINE_SEARCH_MIN_LENGTH,
  searchTextOf,
  sportsMenuOf,
  type LineSearchHit,
  type SportsMenuSport,
} from './sports-menu';

/**
 * How long the menu waits after a change that moves its counts before it reads the line again
 * (ours): a feed's tick starts and ends several games at once, and one read answers them all.
 */
export const SPORTS_MENU_REREAD_MS = 1_000;

/**
 * How long the search waits after the last key before it asks the server (ours): one call for a
 * word typed, not one per letter.
 */
export const LINE_SEARCH_DEBOUNCE_MS = 300;
/** The longest query the server's search takes (LineSearchQuerySchema). */
const LINE_SEARCH_MAX_QUERY = 100;

/** What the menu reads: the line's lists and the server's search over them. */
export interface SportsMenuApi extends Pick<LineApi, 'events'> {
  /** GET /web-api/line/search?q=&lng= (server/src/line/line-search-routes.ts): the raw answer. */
  search(query: { readonly q: string; readonly lng: string }): Promise<unknown>;
}

/**
 * Where the search stands: nothing typed to search (idle), a call under way or waiting for the
 * player to stop typing (searching), the server's hits (done, perhaps none), or a call that failed.
 */
export type LineSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/**
 * The sports and championships menu's view of the line (the left panel): the games of the line and
 * of live, read from the line's two lists (GET /web-api/line/events?section=line and live, the
 * answers the sportsbook reads and the server keeps), so that the counts of either section and the
 * search over teams and championships need no route of their own.
 *
 * It follows the line as it changes: on the page's one stream (LiveLine), a change that starts,
 * ends or adds a game (one whose state is not the state the menu holds) reads both lists again, a
 * second later, once for the changes of that second; odds and scores move no count and are
 * ignored. While the stream is not open it reads them every LINE_POLL_MS instead.
 *
 * The search over sports, teams and championships is the server's (GET /web-api/line/search), by
 * the same rules (searchLine): it asks LINE_SEARCH_DEBOUNCE_MS after the player stops typing, keeps
 * the hits it has while the next call runs, and drops an answer to a query no longer typed.
 */
export class SportsMenuStore implements LineChangeFollower {
  events: readonly LineEvent[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  query = '';
  hits: readonly LineSearchHit[] = [];
  searchStatus: LineSearchStatus = 'idle';
  private cancelSearch: (() => void) | null = null;
  private searches = 0;
  private cancelTimer: (() => void) | null = null;
  private timerDue = 0;
  private stopFollowing: (() => void) | null = null;
  private reads = 0;

  constructor(
    private readonly api: SportsMenuApi,
    private readonly liveLine: LiveLine,
    private readonly clock: Clock,
    private readonly language: () => string,
  ) {
    makeAutoObservable<
      SportsMenuStore,
      | 'api'
      | 'liveLine'
      | 'clock'
      | 'language'
      | 'cancelTimer'
      | 'timerDue'
      | 'stopFollowing'
      | 'reads'
      | 'cancelSearch'
      | 'searches'
    >(this, {
      timerDue: false,
      api: false,
      liveLine: false,
      clock: false,
      language: false,
      cancelTimer: false,
      stopFollowing: false,
      reads: false,
      cancelSearch: false,
      searches: false,
    });
  }

  /** Reads the line and follows it until `stop`. */
  start(): void {
    if (this.stopFollowing === null) this.stopFollowing = this.liveLine.follow(this);
    void this.read();
  }

  stop(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.cancelSearch?.();
    this.cancelSearch = null;
  }

  /** The menu of one section. */
  menuOf(section: LineSection): SportsMenuSport[] {
    return sportsMenuOf(this.events, section);
  }

  /** Whether the query is long enough to search (LINE_SEARCH_MIN_LENGTH). */
  get searching(): boolean {
    return searchTextOf(this.query).length >= LINE_SEARCH_MIN_LENGTH;
  }

  /** The player typed: the server is asked once they stop typing, or the hits go. */
  setQuery(query: string): void {
    this.query = query;
    this.cancelSearch?.();
    this.cancelSearch = null;
    this.searches += 1;
    if (!this.searching) {
      this.hits = [];
      this.searchStatus = 'idle';
      return;
    }
    this.searchStatus = 'searching';
    this.cancelSearch = this.clock.schedule(LINE_SEARCH_DEBOUNCE_MS, () => {
      this.cancelSearch = null;
      void this.search();
    });
  }

  /** Asks the server for the query typed; an answer to an older query is dropped. */
  private async search(): Promise<void> {
    const asked = this.searches;
    try {
      const answer = await this.api.search({
        q: this.query.trim().slice(0, LINE_SEARCH_MAX_QUERY),
        lng: this.language(),
      });
      const hits = lineSearchHitsOf(answer);
      if (asked !== this.searches) return;
      runInAction(() => {
        this.hits = hits;
        this.searchStatus = 'done';
      });
    } catch {
      if (asked !== this.searches) return;
      runInAction(() => {
        this.hits = [];
        this.searchStatus = 'failed';
      });
    }
  }

  changed(change: LineChange): void {
    const known = this.events.find((event) => event.id === change.eventId);
    if (known !== undefined && known.state === change.state) return;
    // A game the menu does not hold that has ended moves nothing either.
    if (known === undefined && change.state === 'finished') return;
    this.schedule(SPORTS_MENU_REREAD_MS);
  }

  resync(): void {
    void this.read();
  }

  /** Reads both sections; the answer of an older read that arrives late is dropped. */
  async read(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const read = ++this.reads;
    const lng = this.language();
    try {
      const [line, live] = await Promise.all(
        (['line', 'live'] as const).map(async (section) =>
          lineEventsOf(await this.api.events({ section, lng })),
        ),
      );
      if (read !== this.reads) return;
      runInAction(() => {
        this.events = [...(live ?? []), ...(line ?? [])];
        this.status = 'ready';
      });
    } catch {
      if (read !== this.reads) return;
      // A menu that never loaded says so; one that did keeps its counts until the next read.
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error';
      });
    }
    if (read === this.reads && this.stopFollowing !== null && !this.liveLine.streaming)
      this.schedule(LINE_POLL_MS);
  }

  /** Reads again after `delayMs`, unless a read is already due sooner (a poll waits longer). */
  private schedule(delayMs: number): void {
    const due = this.clock.now() + delayMs;
    if (this.cancelTimer !== null && this.timerDue <= due) return;
    this.cancelTimer?.();
    this.timerDue = due;
    this.cancelTimer = this.clock.schedule(delayMs, () => {
      this.cancelTimer = null;
      void this.read();
    });
  }
}
