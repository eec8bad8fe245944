import { observer } from 'mobx-react-lite';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RootStore } from '@betshell/domain';
import {
  CASINO_SKELETON_TILES,
  PROVIDER_GAMES,
  casinoPaths,
  casinoViewOf,
  providerSlug,
  type CasinoStore,
  type CasinoView,
  type GamePreviewItem,
} from '@betshell/domain/casino';
import { GameTile, SkeletonTiles } from './game-tile';

export interface CasinoLobbyProps {
  readonly store: CasinoStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** A visitor wants a favourite: the shell's login form opens, back here afterwards. */
  readonly askLogin: () => void;
}

function inShell(navigate: (url: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
}

/**
 * The casino lobby app: the catalogue of the games preview call by category and provider,
 * a search, and the signed-in player's favourites, on the pages of CASINO_LOBBY_ROUTES.
 */
export const CasinoLobby = observer(function CasinoLobby({
  store,
  stores,
  navigate,
  askLogin,
}: CasinoLobbyProps) {
  const { t } = useTranslation();
  const lng = stores.settings.language;
  const signedIn = stores.session.authorised;
  const page = stores.navigation.page;
  const view: CasinoView =
    page?.kind === 'route'
      ? casinoViewOf(page.name, page.params)
      : { kind: 'lobby', category: null, provider: null };

  useEffect(() => {
    if (store.language !== lng) void store.load(lng);
  }, [store, lng]);
  useEffect(() => {
    if (signedIn) void store.loadFavorites(lng);
    else store.forgetFavorites();
  }, [store, signedIn, lng]);
  const onHub = view.kind === 'games';
  useEffect(() => {
    if (onHub && store.landingsLanguage !== lng) void store.loadLandings(lng);
  }, [store, onHub, lng]);

  const link = (href: string, text: string, current: boolean) => (
    <a href={href} onClick={inShell(navigate, href)} aria-current={current ? 'page' : undefined}>
      {text}
    </a>
  );
  const providerNames = new Map(store.providers.map((p) => [p.Id, p.Name]));
  const onFavorite = (game: GamePreviewItem) => {
    if (!signedIn) askLogin();
    else void store.toggleFavorite(game);
  };
  const tiles = (
    games: readonly GamePreviewItem[],
    empty: string,
    label: string = t('casino_games'),
  ): ReactNode =>
    games.length === 0 ? (
      <p className="bs-casino__empty">{empty}</p>
    ) : (
      <ul className="bs-casino__tiles" aria-label={label}>
        {games.map((game) => (
          <GameTile
            key={game.id}
            game={game}
            providerName={providerNames.get(game.providerId) ?? ''}
            favorite={store.favoriteIds.has(game.id)}
            onFavorite={onFavorite}
            href={gamePath(game)}
            onOpen={inShell(navigate, gamePath(game))}
          />
        ))}
      </ul>
    );

  const category = view.kind === 'lobby' || view.kind === 'thank-you' ? view.category : null;
  const provider = view.kind === 'lobby' ? view.provider : null;
  const game = view.kind === 'lobby' ? (view.game ?? null) : null;
  const categoryName = (slug: string | null) =>
    slug === null ? null : (store.categories.find((g) => g.R === slug)?.GN ?? null);
  // The games hub opens its games under its own path; a slots section under the slots path, every
  // other under the casino's.
  const gamePath = (one: GamePreviewItem) =>
    view.kind === 'games'
      ? casinoPaths.gamesGame(lng, one.route)
      : casinoPaths.game(lng, one.id, one.route, category === 'slots' ? 'slots' : 'casino');
  const knownCategory = category === null || store.categories.some((g) => g.R === category);
  const knownProvider = provider === null || store.providerBySlug(provider) !== undefined;

  let body: ReactNode;
  if (store.status === 'loading') {
    body = <SkeletonTiles count={CASINO_SKELETON_TILES} />;
  } else if (store.status === 'error') {
    body = (
      <div className="bs-casino__failed" role="alert">
        <p>{t('casino_load_failed')}</p>
        <button type="button" onClick={() => void store.load(lng)}>
          {t('casino_retry')}
        </button>
      </div>
    );
  } else if (view.kind === 'games') {
    // The games of the demo provider, by the game that plays them (the slot, the crash game, the
    // roulette), then the games' landing pages; the casino's categories are the section links above.
    const playable = store.tiles(null, null);
    body = (
      <>
        <p className="bs-casino__intro">{t('casino_games_hub_text')}</p>
        {PROVIDER_GAMES.map((kind) => (
          <section
            key={kind}
            className="bs-casino__group"
            aria-labelledby={`bs-casino-games-${kind}`}
          >
            <h2 id={`bs-casino-games-${kind}`}>{t(`casino_games_hub_${kind}`)}</h2>
            {tiles(
              playable.filter((one) => one.providerGame === kind),
              t('casino_nothing_found'),
              t(`casino_games_hub_${kind}`),
            )}
          </section>
        ))}
        {store.landings.length === 0 ? null : (
          <section className="bs-casino__group" aria-labelledby="bs-casino-games-landings">
            <h2 id="bs-casino-games-landings">{t('casino_games_hub_landings')}</h2>
            <ul className="bs-casino__landings" aria-label={t('casino_games_hub_landings')}>
              {store.landings.map((landing) => (
                <li key={landing.slug}>
                  {link(casinoPaths.gameLanding(lng, landing.slug), landing.title, false)}
                  {landing.summary === '' ? null : <p>{landing.summary}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  } else if (view.kind === 'providers') {
    body = (
      <ul className="bs-casino__providers" aria-label={t('casino_providers')}>
        {store.providers.map((p) => (
          <li key={p.Id}>{link(casinoPaths.provider(lng, providerSlug(p.Name)), p.Name, false)}</li>
        ))}
      </ul>
    );
  } else if (view.kind === 'search') {
    body =
      store.searchResults === null ? (
        <p className="bs-casino__empty">{t('casino_search_hint')}</p>
      ) : store.searchStatus === 'error' ? (
        <p role="alert">{t('casino_load_failed')}</p>
      ) : (
        tiles(store.searchResults, t('casino_nothing_found'))
      );
  } else if (view.kind === 'favorites') {
    body =
      store.favoritesStatus === 'loading' ? (
        <SkeletonTiles count={CASINO_SKELETON_TILES} />
      ) : store.favoritesStatus === 'error' ? (
        <p role="alert">{t('casino_load_failed')}</p>
      ) : (
        <>
          {tiles(store.favorites, t('casino_no_favorites'))}
          <section className="bs-casino__recent" aria-labelledby="bs-casino-recent-title">
            <h2 id="bs-casino-recent-title">{t('casino_recently_played')}</h2>
            {tiles(store.recent, t('casino_no_recent'))}
          </section>
        </>
      );
  } else if (!knownCategory || !knownProvider) {
    body = (
      <p className="bs-casino__empty">
        {t(knownCategory ? 'casino_unknown_provider' : 'casino_unknown_category')}{' '}
        {link(casinoPaths.lobby(lng), t('casino_back_to_lobby'), false)}
      </p>
    );
  } else if (view.kind === 'thank-you') {
    const back = casinoPaths.section(lng, view.section);
    body = (
      <>
        <div className="bs-casino__thanks" role="status">
          <p>{t('casino_thank_you_text')}</p>
          {link(
            back,
            t('casino_thank_you_back', { section: categoryName(category) ?? t('casino_title') }),
            false,
          )}
        </div>
        {tiles(store.tiles(category, null), t('casino_nothing_found'))}
      </>
    );
  } else if (game !== null) {
    const named = store.tiles(category, provider).filter((one) => one.route === game);
    body =
      named.length === 0 ? (
        <p className="bs-casino__empty">
          {t('casino_unknown_game')}{' '}
          {link(
            casinoPaths.section(lng, category ?? 'casino'),
            categoryName(category) ?? t('casino_title'),
            false,
          )}
        </p>
      ) : (
        tiles(named, t('casino_nothing_found'))
      );
  } else {
    body = tiles(store.tiles(category, provider), t('casino_nothing_found'));
  }

  const heading =
    view.kind === 'providers'
      ? t('casino_providers')
      : view.kind === 'search'
        ? t('casino_search')
        : view.kind === 'favorites'
          ? t('casino_favorites')
          : view.kind === 'thank-you'
            ? t('casino_thank_you_title')
            : view.kind === 'games'
              ? t('casino_games_hub_title')
              : provider !== null
                ? (store.providerBySlug(provider)?.Name ?? t('casino_title'))
                : category !== null
                  ? (store.categories.find((g) => g.R === category)?.GN ?? t('casino_title'))
                  : t('casino_title');

  return (
    <section
      className="bs-casino"
      data-page={`casino-${view.kind}`}
      aria-busy={store.status === 'loading'}
    >
      <h1 className="bs-casino__title">{heading}</h1>
      <nav className="bs-casino__nav" aria-label={t('casino_sections')}>
        {link(
          casinoPaths.lobby(lng),
          t('casino_all_games'),
          view.kind === 'lobby' && category === null && provider === null,
        )}
        {link(casinoPaths.games(lng), t('casino_games_hub_title'), view.kind === 'games')}
        {store.categories.map((g) => (
          <span key={g.R}>{link(casinoPaths.category(lng, g.R), g.GN, category === g.R)}</span>
        ))}
        {link(casinoPaths.providers(lng), t('casino_providers'), view.kind === 'providers')}
        {link(casinoPaths.search(lng), t('casino_search'), view.kind === 'search')}
        {signedIn
          ? link(casinoPaths.favorites(lng), t('casino_favorites'), view.kind === 'favorites')
          : null}
      </nav>
      {view.kind === 'lobby' || view.kind === 'search' || view.kind === 'games' ? (
        <input
          className="bs-casino__search"
          type="search"
          aria-label={t('casino_search_label')}
          placeholder={t('casino_search_placeholder')}
          value={store.searchText}
          onChange={(event) =>
            view.kind === 'search'
              ? void store.search(event.target.value, lng)
              : store.typed(event.target.value)
          }
        />
      ) : null}
      {store.favoriteFailed ? <p role="alert">{t('casino_favorite_failed')}</p> : null}
      {body}
    </section>
  );
});
