import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { casinoPaths, casinoViewOf, type GamePreviewItem } from '@betshell/domain/casino';
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
  /** The page's address names no game of the catalogue: the shell shows its 404 page there. */
  readonly notFound: (pathname: string) => void;
}

/** The casino app: a game's page on the game routes, the lobby on every other page. */
export const CasinoRoot = observer(function CasinoRoot({
  game,
  notFound,
  ...lobby
}: CasinoRootProps) {
  const { stores, store, askLogin } = lobby;
  const page = stores.navigation.page;
  const view = page?.kind === 'route' ? casinoViewOf(page.name, page.params) : null;
  const lng = stores.settings.language;
  const games = store.categories.flatMap((g) => g.GF);
  const gamePage = (named: Pick<GamePreviewItem, 'id' | 'name'>, lobbyPath: string) => (
    <CasinoGamePage
      key={named.id}
      gameId={named.id}
      gameName={named.name}
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
  if (view?.kind === 'games-game') {
    // games/{gameRoute}: the game is known by its route once the catalogue is in.
    const named = games.find((one) => one.route === view.gameRoute);
    if (named !== undefined) return gamePage(named, casinoPaths.games(lng));
    // A catalogue that did not load is no answer: the lobby's error block offers to retry.
    if (store.status === 'error') return <CasinoLobby {...lobby} />;
    return (
      <GameRouteMissing
        loading={store.status === 'loading'}
        pathname={stores.navigation.pathname}
        notFound={notFound}
      />
    );
  }
  if (view?.kind !== 'game') return <CasinoLobby {...lobby} />;
  const named = games.find((one) => one.id === view.gameId);
  const lobbyPath =
    view.section === 'slots' ? casinoPaths.section(lng, 'slots') : casinoPaths.lobby(lng);
  return gamePage(named ?? { id: view.gameId, name: view.gameRoute.replace(/-/g, ' ') }, lobbyPath);
});

/**
 * A game route while the catalogue loads says so; once the catalogue is in without that route, the
 * shell is told, and shows its 404 page at the address.
 */
function GameRouteMissing({
  loading,
  pathname,
  notFound,
}: {
  readonly loading: boolean;
  readonly pathname: string;
  readonly notFound: (pathname: string) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!loading) notFound(pathname);
  }, [loading, pathname, notFound]);
  return (
    <section className="bs-casino bs-casino-game" data-page="casino-game" aria-busy={loading}>
      <p className="bs-casino-game__wait" role="status">
        {t('casino_game_launching')}
      </p>
    </section>
  );
}
