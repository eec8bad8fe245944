// @betshell/bonus-games: the bonus games' pages' single-spa lifecycles. The root config mounts it
// on the route bonus-game (the layout table, root-config/src/layout/shell-layout.ts).
import { QUERY_KEY } from '@betshell/domain';
import { sharedAccountsStore } from '@betshell/domain/accounts';
import { createAccountsHttpApi, platform } from '@betshell/platform';
import { BonusGamesRoot } from './bonus-games-root';
import { createBonusGamesHttpApi } from './bonus-games-http-api';
import { bonusGamesStyles } from './bonus-games-styles';

const api = createBonusGamesHttpApi(platform.http);

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

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'bonus-games',
  rootComponent: () => (
    <BonusGamesRoot
      stores={platform.stores}
      api={api}
      askLogin={askLogin}
      onCredited={() => void accounts.refresh()}
    />
  ),
  styles: bonusGamesStyles,
  errorBoundary: () => <section className="bs-bonus-games" />,
});
