import type { SettledPage } from '@betshell/domain';
import type { SeoCallsApi, SeoContent, SeoVisual } from '@betshell/domain/seo';
import {
  catchError,
  concat,
  distinctUntilChanged,
  from,
  map,
  of,
  switchMap,
  take,
  type Observable,
} from 'rxjs';

/** A settled page, as the navigation store or the bus's navigation event tells it. */
export interface SeoTextPage {
  readonly pathname: string;
  readonly lng: string;
  readonly page: SettledPage | null;
}

/** What the block shows for one page: nothing at all when both are null. */
export interface SeoTextOfPage {
  readonly pathname: string;
  readonly content: SeoContent | null;
  readonly visual: SeoVisual | null;
}

const nothing = (pathname: string): SeoTextOfPage => ({ pathname, content: null, visual: null });

/**
 * The SEO text of the page that settled last: each new page (path or language) asks the content
 * and visual calls once the page itself has painted (`pageShown`, so they never delay the
 * first paint), and an answer for a page already left is dropped (switchMap). Until its answer the
 * block shows nothing: the page before's text carries its own h1, so kept it stood beside the new
 * page's h1 (two h1 for a crawler or a screen reader). Removed rather than hidden in its place: the
 * removal moves what is below it together with the page change, inside the 500 ms after the click
 * that layout shift does not count; a kept box would collapse or resize only at the answer, after
 * the new page painted, often later than that. Error and state pages (not-found, maintenance, ...)
 * show none without asking. A failed call shows none, logged: SEO text is not worth an error on
 * the player's screen.
 */
export function followSeoText(
  pages: Observable<SeoTextPage>,
  api: Pick<SeoCallsApi, 'content' | 'visual'>,
  log: (message: string, detail: unknown) => void,
  pageShown: () => Observable<unknown>,
): Observable<SeoTextOfPage> {
  return pages.pipe(
    distinctUntilChanged(
      (a, b) => a.pathname === b.pathname && a.lng === b.lng && a.page?.kind === b.page?.kind,
    ),
    switchMap(({ pathname, lng, page }) => {
      if (page === null || page.kind !== 'route' || page.status !== 200)
        return of(nothing(pathname));
      const answered = pageShown().pipe(
        take(1),
        switchMap(() => from(Promise.all([api.content(pathname, lng), api.visual(pathname, lng)]))),
        map(([{ content }, { visual }]) => ({ pathname, content, visual })),
        catchError((error: unknown) => {
          log('SEO text failed', error);
          return of(nothing(pathname));
        }),
      );
      return concat(of(nothing(pathname)), answered);
    }),
  );
}
