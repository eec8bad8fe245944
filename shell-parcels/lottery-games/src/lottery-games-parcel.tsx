// @betshell/lottery-games: the toto and lotto pages' single-spa lifecycles. The root config mounts
// it on the routes toto and lotto (the layout table, root-config/src/layout/shell-layout.ts).
import { QUERY_KEY } from '@betshell/domain';
import { sharedAccountsStore } from '@betshell/domain/accounts';
import { createAccountsHttpApi, platform } from '@betshell/platform';
import { observer } from 'mobx-react-lite';
import { createLotteryGamesHttpApi } from './lottery-games-http-api';
import { LotteryGames } from './lottery-games';
import { lotteryGamesStyles } from './lottery-games-styles';

const api = createLotteryGamesHttpApi(platform.http);
const log = (message: string, error: unknown) => console.error(message, error);
// The header's balance reads the page's one accounts store: refreshing it here refreshes the header.
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);

function askLogin() {
  const { pathname, search } = platform.stores.navigation;
  const query = new URLSearchParams(search);
  query.set(QUERY_KEY.showLoginModal, '1');
  query.set(QUERY_KEY.returnUrl, pathname);
  platform.navigate(`${pathname}?${query.toString()}`);
}

/** SHA-256 through Web Crypto: the player's browser checks a draw with no help from the server. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const Root = observer(function Root() {
  const { settings, session } = platform.stores;
  return (
    <LotteryGames
      stores={platform.stores}
      host={{
        api,
        language: settings.language,
        timeDisplay: settings.timeDisplay,
        signedIn: session.authorised,
        currency: session.authorised ? (accounts.currency ?? 'RUB') : 'RUB',
        askLogin,
        navigate: platform.navigate,
        moneyMoved: () => void accounts.refresh(),
        sha256Hex,
        newId,
      }}
    />
  );
});

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'lottery-games',
  rootComponent: () => <Root />,
  styles: lotteryGamesStyles,
  errorBoundary: () => <section className="bs-lottery" />,
});
