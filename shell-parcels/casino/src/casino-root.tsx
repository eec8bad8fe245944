import { observer } from 'mobx-react-lite';
import { casinoPaths, casinoViewOf } from '@betshell/domain/casino';
import { CasinoGamePage, type CasinoGamePageProps } from './casino-game-page';
import { CasinoLobby, type CasinoLobbyProps } from './casino-lobby';

/** What a game's page needs of the shell beyond the lobby's. */
export interface CasinoGameHost extends Pick<
  CasinoGamePageProps,
  'launch' | 'onRound' | 'siteHref' | 'messages'
> {
  /** Back to the page before when it was on the site; else to `lobby`. */
  readonly close: (lobby: string) => void;
}

export interface CasinoRootProps extends CasinoLobbyProps {
  readonly game: CasinoGameHost;
}

/** The casino app: a game's page on the game routes, the lobby on every other page. */
export const CasinoRoot = observer(function CasinoRoot({ game, ...lobby }: CasinoRootProps) {
  const { stores, store, askLogin } = lobby;
  const page = stores.navigation.page;
  const view = page?.kind === 'route' ? casinoViewOf(page.name, page.params) : null;
  if (view?.kind !== 'game') return <CasinoLobby {...lobby} />;
  const lng = stores.settings.language;
  const named = store.categories.flatMap((g) => g.GF).find((one) => one.id === view.gameId);
  const lobbyPath =
    view.section === 'slots' ? casinoPaths.section(lng, 'slots') : casinoPaths.lobby(lng);
  return (
    <CasinoGamePage
      key={view.gameId}
      gameId={view.gameId}
      gameName={named?.name ?? view.gameRoute.replace(/-/g, ' ')}
      lng={lng}
      signedIn={stores.session.authorised}
      launch={game.launch}
      askLogin={askLogin}
      onRound={game.onRound}
      close={() => game.close(lobbyPath)}
      siteHref={game.siteHref}
      messages={game.messages}
    />
  );
});
