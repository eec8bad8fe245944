// @betshell/seo-text: the page's SEO h1, image and text, chrome of the default layout
// loaded after the first paint, shown in its slot between the main area and the footer
// (index.html). It follows every settled navigation from its first mount for the rest of the
// page's life. A crawler without JavaScript reads the same text in the <noscript> the server writes
// into the slot (server/src/seo/render-seo-text.ts).
import { ofType } from '@betshell/domain';
import { createSeoCallsHttpApi } from '@betshell/domain/seo';
import { platform } from '@betshell/platform';
import { concat, defer, map, of } from 'rxjs';
import { followSeoText, type SeoTextOfPage } from './follow-seo-text';
import { mainAreaPainted } from './main-area-painted';
import { SeoText, type SeoTextSource } from './seo-text';
import { seoTextStyles } from './seo-text-styles';

let latest: SeoTextOfPage | null = null;
const listeners = new Set<() => void>();
let started = false;

const source: SeoTextSource = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => latest,
};

function start(): void {
  if (started) return;
  started = true;
  const { navigation, settings } = platform.stores;
  // The page settled before this parcel arrived, then every page after it.
  const pages = concat(
    defer(() =>
      of({ pathname: navigation.pathname, lng: settings.language, page: navigation.page }),
    ),
    platform.bus.pipe(
      ofType('navigation'),
      map((event) => ({ pathname: event.pathname, lng: event.lng, page: event.page })),
    ),
  );
  followSeoText(
    pages,
    createSeoCallsHttpApi(platform.http),
    (message, detail) => console.warn(message, detail),
    // The new page's own view first: the block is below it and must not hold it up.
    () => mainAreaPainted(window),
  ).subscribe((text) => {
    latest = text;
    listeners.forEach((listener) => listener());
  });
}

const lifecycles = platform.reactParcel({
  name: 'seo-text',
  rootComponent: () => <SeoText source={source} />,
  styles: seoTextStyles,
  errorBoundary: () => <section className="bs-seo-text" hidden />,
});

export const bootstrap = [
  () => {
    start();
    return Promise.resolve();
  },
  lifecycles.bootstrap,
].flat();
export const { mount, unmount } = lifecycles;
