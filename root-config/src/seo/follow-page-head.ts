import {
  AREAS_WITH_VIEW_HEAD,
  errorPageSeoHead,
  ofType,
  seoHead,
  type SeoHead,
  type SeoPageData,
  type ShellEventBus,
  withoutViewOwnedTags,
} from '@betshell/domain';
import { catchError, EMPTY, from, map, switchMap, type Subscription } from 'rxjs';
import { applySeoHead } from './apply-seo-head';

export interface PageHeadDeps {
  readonly bus: ShellEventBus;
  readonly document: Document;
  readonly origin: string;
  /** `GET /web-api/seo/page?url=&lng=` (decisions.md). */
  readonly pageData: (url: string, lng: string) => Promise<SeoPageData>;
  readonly siteName: () => string;
  readonly log: (message: string, detail: unknown) => void;
}

/**
 * Keeps the head (title, description, robots, canonical, alternates, Open Graph) on the page that
 * settled last: each navigation asks for its page data, and an answer for a page already left is
 * dropped. A page whose view brings its own head keeps the view's title, canonical and alternates. Error pages get the site's name and noindex without asking. A failed request keeps the
 * head it had, logged (SEO is not worth an error on the player's screen).
 */
export function followPageHead(deps: PageHeadDeps): Subscription {
  return deps.bus
    .pipe(
      ofType('navigation'),
      switchMap((event) => {
        if (event.page.kind !== 'route' || event.page.status !== 200) {
          return [errorPageSeoHead(deps.siteName())];
        }
        const viewOwnsHead = AREAS_WITH_VIEW_HEAD.includes(event.page.area);
        return from(deps.pageData(event.pathname, event.lng)).pipe(
          map((data): SeoHead => {
            const head = seoHead(data, {
              origin: deps.origin,
              pathname: event.pathname,
              lng: event.lng,
            });
            return viewOwnsHead ? withoutViewOwnedTags(head) : head;
          }),
          catchError((error: unknown) => {
            deps.log('SEO page data failed', error);
            return EMPTY;
          }),
        );
      }),
    )
    .subscribe((head) => applySeoHead(deps.document, head));
}
