// @betshell/sportsbook: the sportsbook app, its own module of the import map (swap it with
// `npm run dev:parcel -- sportsbook`). The root config mounts it through the remote-view loader on
// the betting area's pages (the layout table, root-config/src/layout/shell-layout.ts).
import { LINE_API_PATHS, sharedLiveLine } from '@betshell/domain/betting';
import {
  BettingSettingsStore,
  FAVOURITES_PATH,
  FavouritesStore,
  favouritePath,
  SportsbookStore,
  marketLabel,
  sportsbookViewOf,
} from '@betshell/domain/sportsbook';
import { createEventSourceLineChanges, platform } from '@betshell/platform';
import {
  takeFirstScreen,
  takeOverEarlyTaps,
  withFirstScreen,
  type EarlyTapsWindow,
} from './first-screen';
import { lineApiOver } from './line-api';
import { bettingSectionsStyles } from './betting-sections-styles';
import { sectionsApiOver } from './sections-api';
import { SportsbookApp } from './sportsbook-app';
import { sportsbookStyles } from './sportsbook-styles';

// One instance of the betting settings for every parcel that reads them (platform.shared).
const betting = () =>
  platform.shared(
    'bettingSettings',
    () => new BettingSettingsStore(platform.cookies, platform.stores.siteConfig),
  );

// The page's one stream of the line's changes, shared with the coupon (platform.shared).
const liveLine = () =>
  sharedLiveLine(platform, () => createEventSourceLineChanges(window, LINE_API_PATHS.stream));

const sections = sectionsApiOver(platform.http);

let store = new SportsbookStore(lineApiOver(platform.http), platform.bus, platform.clock);

// The signed-in player's favourites, over the server's routes.
const favourites = new FavouritesStore({
  list: async () => (await platform.http.get<unknown>(FAVOURITES_PATH)).data as never,
  add: async (kind, id) =>
    (await platform.http.put<unknown>(favouritePath(kind, id))).data as never,
  remove: async (kind, id) =>
    (await platform.http.delete<unknown>(favouritePath(kind, id))).data as never,
});

const react = platform.reactParcel({
  name: 'sportsbook',
  rootComponent: () => (
    <SportsbookApp
      store={store}
      betting={betting()}
      stores={platform.stores}
      navigate={platform.navigate}
      favourites={favourites}
      sections={sections}
    />
  ),
  styles: sportsbookStyles + bettingSectionsStyles,
  errorBoundary: () => <section className="bs-sportsbook" />,
});

type Lifecycles = ReturnType<typeof platform.reactParcel>;
type Step = Lifecycles['mount'] extends ReadonlyArray<infer S> | infer F ? S | F : never;

const steps = (fn: Lifecycles['mount']): Step[] => (Array.isArray(fn) ? [...fn] : [fn]);

export const bootstrap = react.bootstrap;

let stopEarlyTaps = () => undefined as void;

/** The view the app shows for the page on screen (as SportsbookApp reads it). */
function viewOnScreen() {
  const page = platform.stores.navigation.page;
  return page?.kind === 'route'
    ? sportsbookViewOf(page.name, page.params)
    : sportsbookViewOf('home', {});
}

/**
 * A fresh store per mount: it asks the coupon for its selections and follows the line's stream (or
 * polls without it) while mounted. On the home page the server painted with its first screen of
 * odds, the store starts from the line it was painted from, so the app's first render is the same
 * page (no skeleton in between), then reads the line again at once; odds tapped before now go to
 * the coupon (first-screen.ts).
 */
export const mount = [
  async (): Promise<void> => {
    const firstScreen = takeFirstScreen(document);
    store = new SportsbookStore(
      withFirstScreen(lineApiOver(platform.http), firstScreen),
      platform.bus,
      platform.clock,
      liveLine(),
    );
    stopEarlyTaps = takeOverEarlyTaps(
      window as Window & EarlyTapsWindow,
      platform.bus,
      store,
      (market) => {
        const label = marketLabel(market, betting().marketsNameType);
        return platform.i18n.t(label.key, label.values);
      },
    );
    store.start();
    const view = viewOnScreen();
    const lng = platform.stores.settings.language;
    if (firstScreen !== null && view.kind === 'home' && firstScreen.lng === lng) {
      await store.show(view, lng);
      void store.refresh();
    }
  },
  ...steps(react.mount),
];

export const unmount = [
  ...steps(react.unmount),
  (): Promise<void> => {
    stopEarlyTaps();
    store.dispose();
    return Promise.resolve();
  },
];
