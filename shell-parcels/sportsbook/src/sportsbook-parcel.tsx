// @betshell/sportsbook: the sportsbook app, its own module of the import map (swap it with
// `npm run dev:parcel -- sportsbook`). The root config mounts it through the remote-view loader on
// the betting area's pages (the layout table, root-config/src/layout/shell-layout.ts).
import { LINE_API_PATHS, sharedLiveLine } from '@betshell/domain/betting';
import { BettingSettingsStore, SportsbookStore } from '@betshell/domain/sportsbook';
import { createEventSourceLineChanges, platform } from '@betshell/platform';
import { lineApiOver } from './line-api';
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

let store = new SportsbookStore(lineApiOver(platform.http), platform.bus, platform.clock);

const react = platform.reactParcel({
  name: 'sportsbook',
  rootComponent: () => (
    <SportsbookApp
      store={store}
      betting={betting()}
      stores={platform.stores}
      navigate={platform.navigate}
    />
  ),
  styles: sportsbookStyles,
  errorBoundary: () => <section className="bs-sportsbook" />,
});

type Lifecycles = ReturnType<typeof platform.reactParcel>;
type Step = Lifecycles['mount'] extends ReadonlyArray<infer S> | infer F ? S | F : never;

const steps = (fn: Lifecycles['mount']): Step[] => (Array.isArray(fn) ? [...fn] : [fn]);

export const bootstrap = react.bootstrap;

/**
 * A fresh store per mount: it asks the coupon for its selections and follows the line's stream (or
 * polls without it) while mounted.
 */
export const mount = [
  (): Promise<void> => {
    store = new SportsbookStore(
      lineApiOver(platform.http),
      platform.bus,
      platform.clock,
      liveLine(),
    );
    store.start();
    return Promise.resolve();
  },
  ...steps(react.mount),
];

export const unmount = [
  ...steps(react.unmount),
  (): Promise<void> => {
    store.dispose();
    return Promise.resolve();
  },
];
