import { when } from 'mobx';
import { ofType, type ShellEvent } from '@betshell/domain';
import type {
  LineApi,
  LineEvent,
  LineMarket,
  LineSport,
  SportsbookStore,
} from '@betshell/domain/sportsbook';
import type { Observable } from 'rxjs';

/**
 * The script element the server writes into the home page's first screen of odds
 * (server/src/chrome/sportsbook-first-screen.ts, FIRST_SCREEN_DATA_ATTRIBUTE): the line it painted
 * them from, as the line API answers it.
 */
const FIRST_SCREEN_DATA = 'script[data-sportsbook-first-screen]';

/** The line the server painted the home page from, in its language. */
export interface FirstScreen {
  readonly lng: string;
  readonly sports: unknown;
  readonly live: unknown;
  readonly line: unknown;
}

/**
 * Takes the line the server painted the first screen from out of the page, once: null when it
 * painted none (another page, or a later mount) or the data cannot be read.
 */
export function takeFirstScreen(document: Document): FirstScreen | null {
  const element = document.querySelector(FIRST_SCREEN_DATA);
  if (element === null) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<FirstScreen> | null;
    if (data === null || typeof data !== 'object' || typeof data.lng !== 'string') return null;
    return { lng: data.lng, sports: data.sports, live: data.live, line: data.line };
  } catch {
    return null;
  }
}

/**
 * The line API, but for the first question of each of the home page's three (sports, live, line)
 * in the painted language, answered with what the server painted: the page starts from the odds on
 * screen, not from a skeleton. The store reads these answers as it reads the API's (line-answer.ts).
 */
export function withFirstScreen(api: LineApi, screen: FirstScreen | null): LineApi {
  if (screen === null) return api;
  const unused = new Set(['sports', 'live', 'line'] as const);
  const take = (name: 'sports' | 'live' | 'line', lng: string): boolean =>
    lng === screen.lng && unused.delete(name);
  return {
    ...api,
    sports: (lng) =>
      take('sports', lng) ? Promise.resolve(screen.sports as LineSport[]) : api.sports(lng),
    events: (query) =>
      query.sportId === undefined &&
      query.champId === undefined &&
      take(query.section, query.lng ?? '')
        ? Promise.resolve(screen[query.section] as LineEvent[])
        : api.events(query),
  };
}

/** The page's hand-over of taps on painted odds (scripts/build/index-html.ts, EARLY_TAPS_SCRIPT). */
export interface EarlyTapsWindow {
  __betshellEarlyTaps?: number[];
  __betshellEarlyTap?: (marketId: number) => void;
}

function eventWith(store: SportsbookStore, marketId: number) {
  const { live, line, game } = store.data;
  for (const event of [...live, ...line, ...(game === null ? [] : [game])]) {
    const market = event.markets.find((one) => one.id === marketId);
    if (market !== undefined) return { event, market };
  }
  return null;
}

/**
 * Puts in the coupon the odds a player tapped on the painted first screen before this parcel ran,
 * as a tap on them does now (store.toggle), once the page's line is in the store and the coupon has
 * said what it holds (an odd already in it stays; a tap adds, never removes); and from now on is
 * handed each tap on odds still painted. Returns the stop, for the parcel's unmount.
 */
export function takeOverEarlyTaps(
  window: EarlyTapsWindow,
  bus: Observable<ShellEvent>,
  store: SportsbookStore,
  nameOf: (market: LineMarket) => string,
): () => void {
  const kept = window.__betshellEarlyTaps?.splice(0) ?? [];
  const tap = (marketId: number) => {
    const found = eventWith(store, marketId);
    if (found !== null) store.toggle(found.event, found.market, nameOf(found.market));
  };
  window.__betshellEarlyTap = (marketId) => {
    if (store.status === 'ready') tap(marketId);
  };
  let stopWaiting = () => undefined as void;
  const subscription = bus.pipe(ofType('coupon')).subscribe((event) => {
    if (event.change !== 'selections') return;
    subscription.unsubscribe();
    const held = event.marketIds;
    stopWaiting = when(
      () => store.status !== 'loading',
      () => {
        for (const marketId of kept) if (!held.includes(marketId)) tap(marketId);
      },
    );
  });
  if (kept.length === 0) subscription.unsubscribe();
  return () => {
    subscription.unsubscribe();
    stopWaiting();
    delete window.__betshellEarlyTap;
  };
}
