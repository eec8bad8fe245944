// @betshell/casino: the casino lobby app, its own module of the import map (swap it with
// `npm run dev:parcel -- casino`). The root config mounts it through the remote-view loader on the
// pages of CASINO_LOBBY_ROUTES (the layout table, root-config/src/layout/shell-layout.ts).
import { QUERY_KEY, ofType } from '@betshell/domain';
import { sharedAccountsStore } from '@betshell/domain/accounts';
import { CasinoStore } from '@betshell/domain/casino';
import { createAccountsHttpApi, platform } from '@betshell/platform';
import { casinoApiOver, launchOver } from './casino-api';
import { CasinoRoot, type CasinoGameHost } from './casino-root';
import { casinoStyles } from './casino-styles';

let store = new CasinoStore(casinoApiOver(platform.http));
let firstLoad: Promise<void> = Promise.resolve();

function askLogin() {
  const { pathname, search } = platform.stores.navigation;
  const query = new URLSearchParams(search);
  query.set(QUERY_KEY.showLoginModal, '1');
  query.set(QUERY_KEY.returnUrl, pathname);
  platform.navigate(`${pathname}?${query.toString()}`);
}

const log = (message: string, error: unknown) => console.error(message, error);
// The header's balance reads the page's one accounts store: refreshing it here refreshes the header.
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);

// The page shown before the current one in this visit, as the shell settled them: a game's close
// button goes back there when there is one, else to its section's lobby.
let shownPath: string | null = platform.stores.navigation.pathname;
let previousPath: string | null = null;
platform.bus.pipe(ofType('navigation')).subscribe((event) => {
  if (event.pathname === shownPath) return;
  previousPath = shownPath;
  shownPath = event.pathname;
});

const game: CasinoGameHost = {
  launch: launchOver(platform.http),
  onRound: () => void accounts.refresh(),
  close: (lobby) => {
    if (previousPath !== null) window.history.back();
    else platform.navigate(lobby);
  },
  get siteHref() {
    return window.location.href;
  },
  messages: window,
};

const notFound = (pathname: string) => platform.bus.next({ type: 'page-not-found', pathname });

const react = platform.reactParcel({
  name: 'casino',
  rootComponent: () => (
    <CasinoRoot
      store={store}
      stores={platform.stores}
      navigate={platform.navigate}
      askLogin={askLogin}
      game={game}
      notFound={notFound}
    />
  ),
  styles: casinoStyles,
  errorBoundary: () => <section className="bs-casino" />,
});

type Lifecycles = ReturnType<typeof platform.reactParcel>;
type Step = Lifecycles['mount'] extends ReadonlyArray<infer S> | infer F ? S | F : never;
type Props = Parameters<Extract<Step, (...args: never[]) => unknown>>[0];

const steps = (fn: Lifecycles['mount']): Step[] => (Array.isArray(fn) ? [...fn] : [fn]);

export const bootstrap = react.bootstrap;
export const unmount = react.unmount;

/**
 * The tiles' skeleton shows while the catalogue loads; when the games call fails, the mount fails,
 * so the remote-view loader retries it and shows its error block with the refresh button
 * (spec/shell.md sections 4 and 8) rather than a lobby without games.
 */
export const mount = [
  (): Promise<void> => {
    store = new CasinoStore(casinoApiOver(platform.http));
    firstLoad = store.load(platform.stores.settings.language);
    return Promise.resolve();
  },
  ...steps(react.mount),
  async (props: Props) => {
    await firstLoad;
    if (store.status !== 'error') return;
    for (const step of steps(react.unmount)) await step(props);
    throw new Error('The games catalogue did not load');
  },
];
