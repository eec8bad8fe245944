import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  CasinoStore,
  type CasinoApi,
  type GamePreviewItem,
  type GamesPreviewAnswer,
  type GamesPreviewGroup,
} from '@betshell/domain/casino';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { CasinoLobby } from './casino-lobby';

// The English texts of server/content/dictionaries/casino, as the player reads them.
const en = {
  casino_title: 'Casino',
  casino_sections: 'Casino sections',
  casino_all_games: 'All games',
  casino_games: 'Games',
  casino_providers: 'Providers',
  casino_search: 'Search',
  casino_favorites: 'Favourites',
  casino_search_label: 'Search games',
  casino_search_placeholder: 'Game or provider',
  casino_search_hint: 'Type at least 2 letters of a game or a provider.',
  casino_nothing_found: 'No games found.',
  casino_no_favorites: 'You have no favourite games yet. Press the star on a game to add it.',
  casino_recently_played: 'Recently played',
  casino_no_recent: 'The games you play for money will show here.',
  casino_favorite_add: 'Add {{name}} to favourites',
  casino_favorite_remove: 'Remove {{name}} from favourites',
  casino_favorite_failed: 'The favourites could not be changed. Please try again.',
  casino_unknown_category: 'There is no such category.',
  casino_unknown_provider: 'There is no such provider.',
  casino_back_to_lobby: 'Back to all games',
  casino_load_failed: 'The games could not be loaded.',
  casino_retry: 'Try again',
  casino_tag_new: 'New',
  casino_tag_hot: 'Hot',
  casino_games_hub_title: 'Games hub',
  casino_games_hub_text: 'Our own games.',
  casino_games_hub_slot: 'Slots',
  casino_games_hub_crash: 'Crash games',
  casino_games_hub_roulette: 'Roulette',
  casino_games_hub_landings: 'About the games',
};

const game = (
  id: number,
  name: string,
  providerId: number,
  tagId: number | null = null,
  providerGame: GamePreviewItem['providerGame'] = null,
) =>
  ({
    id,
    name,
    route: name.toLowerCase().replace(/ /g, '-'),
    oldRoute: null,
    categories: [],
    tagId,
    providerId,
    image: `/web-api/games/images/${id}.svg`,
    providerGame,
  }) satisfies GamePreviewItem;

const PROVIDERS = [
  { Id: 1, Name: 'Aurora Play' },
  { Id: 2, Name: 'Iron Gate' },
];
const group = (R: string, GN: string, games: GamePreviewItem[]): GamesPreviewGroup => ({
  RI: 1,
  TR: games.length,
  GT: 'category',
  GN,
  R,
  OR: null,
  CRID: 1,
  GF: games,
  Actions: [],
  GTR: [],
  GP: PROVIDERS.filter((p) => games.some((g) => g.providerId === p.Id)),
});
const book = game(1, 'Book of Pharaohs', 1, 1, 'slot');
const rocket = game(2, 'Space Rocket', 2, null, 'crash');
const keno = game(3, 'Keno Express', 2);
const LOBBY: GamesPreviewAnswer = {
  Success: true,
  Value: {
    slots: group('slots', 'Slots', [book, rocket]),
    keno: group('keno', 'Keno', [keno]),
  },
};

interface Setup {
  readonly route?: string;
  readonly params?: Record<string, string>;
  readonly signedIn?: boolean;
  readonly api?: Partial<CasinoApi>;
}

async function renderLobby(setup: Setup = {}) {
  const { stores, bus } = await rootStoreFixture({ language: 'en' });
  bus.next(
    navigationEventFixture('/en/casino', 'en', {
      page: settledRouteFixture({
        name: setup.route ?? 'casino',
        area: setup.route === 'games' ? 'games' : 'casino',
        params: setup.params ?? {},
      }),
    }),
  );
  if (setup.signedIn === true) stores.session.setAuthorised(true);
  let resolveLobby: (answer: GamesPreviewAnswer) => void = () => undefined;
  const addFavorite = jest.fn((_gameId: number) => Promise.resolve());
  const api: CasinoApi = {
    preview: jest.fn(({ whence }) =>
      whence === 'favorites'
        ? Promise.resolve({ Success: true, Value: { favorites: group('favorites', '', []) } })
        : new Promise<GamesPreviewAnswer>((resolve) => (resolveLobby = resolve)),
    ),
    addFavorite,
    removeFavorite: () => Promise.resolve(),
    landings: () => Promise.resolve({ landings: [] }),
    ...setup.api,
  };
  const store = new CasinoStore(api);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const navigate = jest.fn<void, [string]>();
  const askLogin = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CasinoLobby store={store} stores={stores} navigate={navigate} askLogin={askLogin} />
    </I18nextProvider>,
  );
  const answer = async (value: GamesPreviewAnswer = LOBBY) => {
    await act(async () => {
      resolveLobby(value);
      await Promise.resolve();
    });
  };
  return { addFavorite, store, navigate, askLogin, answer };
}

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Games' }))
    .getAllByRole('listitem')
    .map((tile) => tile.querySelector('.bs-casino__name')?.textContent);

describe('the casino lobby', () => {
  it('shows 16 skeleton tiles until the games arrive, then the tiles', async () => {
    const { answer } = await renderLobby();
    const skeleton = document.querySelector('[data-skeleton]');
    expect(skeleton?.querySelectorAll('li')).toHaveLength(16);

    await answer();
    expect(document.querySelector('[data-skeleton]')).toBeNull();
    expect(tileNames()).toEqual(['Book of Pharaohs', 'Space Rocket', 'Keno Express']);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/en/casino/keno');
  });

  it('narrows the tiles as the player types a search', async () => {
    const { answer } = await renderLobby();
    await answer();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'iron');
    expect(tileNames()).toEqual(['Space Rocket', 'Keno Express']);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No games found.')).toBeTruthy();
  });

  it('shows the games of one category on its page', async () => {
    const first = await renderLobby({ route: 'keno' });
    await first.answer();
    expect(screen.getByRole('heading', { name: 'Keno' })).toBeTruthy();
    expect(tileNames()).toEqual(['Keno Express']);
  });

  it('shows the games of a provider on the provider page', async () => {
    const { answer } = await renderLobby({
      route: 'provider',
      params: { provider: 'aurora-play' },
    });
    await answer();
    expect(screen.getByRole('heading', { name: 'Aurora Play' })).toBeTruthy();
    expect(tileNames()).toEqual(['Book of Pharaohs']);
  });

  it('says so for a category that does not exist', async () => {
    const { answer } = await renderLobby({ params: { subcategory: 'nothing' } });
    await answer();
    expect(screen.getByText(/There is no such category/)).toBeTruthy();
  });

  it("opens a game's page from its tile", async () => {
    const lobby = await renderLobby();
    await lobby.answer();
    await userEvent.click(screen.getByRole('link', { name: 'Book of Pharaohs' }));
    expect(lobby.navigate).toHaveBeenCalledWith('/en/casino/game/1/book-of-pharaohs');
  });

  it('opens a slot from the slots section under the slots path', async () => {
    const slots = await renderLobby({ route: 'slots' });
    await slots.answer();
    const link = screen.getByRole('link', { name: 'Space Rocket' });
    expect(link.getAttribute('href')).toBe('/en/slots/game/2/space-rocket');
  });

  it("shows the games hub: the demo provider's games by the game that plays them, and the categories", async () => {
    const hub = await renderLobby({ route: 'games' });
    await hub.answer();
    expect(screen.getByRole('heading', { level: 1, name: 'Games hub' })).toBeTruthy();
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(
      within(slots)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book of Pharaohs']);
    const crash = screen.getByRole('list', { name: 'Crash games' });
    await userEvent.click(within(crash).getByRole('link', { name: 'Space Rocket' }));
    expect(hub.navigate).toHaveBeenCalledWith('/en/games/space-rocket');
    // A game no game of the provider plays is not on the hub; its category is a section link.
    expect(screen.queryByRole('link', { name: 'Keno Express' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/en/casino/keno');
    const roulette = screen.getByRole('region', { name: 'Roulette' });
    expect(within(roulette).getByText('No games found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Games hub' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("links the games' landing pages on the hub under their heading, opened within the shell", async () => {
    const landings = jest.fn((_lng: string) =>
      Promise.resolve({
        landings: [
          { slug: 'book-of-pharaohs', title: 'Book of Pharaohs', summary: 'Ten lines of gold.' },
          { slug: 'roulette', title: 'European roulette', summary: '' },
        ],
      }),
    );
    const hub = await renderLobby({ route: 'games', api: { landings } });
    await hub.answer();
    const list = screen.getByRole('list', { name: 'About the games' });
    expect(screen.getByRole('heading', { level: 2, name: 'About the games' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Book of Pharaohs', '/en/games-landing/book-of-pharaohs'],
      ['European roulette', '/en/games-landing/roulette'],
    ]);
    expect(within(list).getByText('Ten lines of gold.')).toBeTruthy();
    await userEvent.click(within(list).getByRole('link', { name: 'European roulette' }));
    expect(hub.navigate).toHaveBeenCalledWith('/en/games-landing/roulette');
    expect(landings).toHaveBeenCalledTimes(1);
    expect(landings).toHaveBeenCalledWith('en');
  });

  it.each([
    ['there are none', () => Promise.resolve({ landings: [] })],
    ['they did not load', () => Promise.reject(new Error('offline'))],
  ])('shows no landing pages on the hub when %s', async (_when, landings) => {
    const hub = await renderLobby({ route: 'games', api: { landings } });
    await hub.answer();
    expect(screen.getByRole('list', { name: 'Slots' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About the games' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the landing pages only on the hub', async () => {
    const landings = jest.fn(() => Promise.resolve({ landings: [] }));
    const lobby = await renderLobby({ api: { landings } });
    await lobby.answer();
    expect(landings).not.toHaveBeenCalled();
  });

  it('lists the providers with links to their pages', async () => {
    const { answer, navigate } = await renderLobby({ route: 'providers' });
    await answer();
    const list = screen.getByRole('list', { name: 'Providers' });
    await userEvent.click(within(list).getByRole('link', { name: 'Iron Gate' }));
    expect(navigate).toHaveBeenCalledWith('/en/providers/iron-gate');
  });

  it('asks a visitor to log in when they press a favourite star', async () => {
    const { answer, askLogin, addFavorite } = await renderLobby();
    await answer();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Book of Pharaohs to favourites' }),
    );
    expect(askLogin).toHaveBeenCalled();
    expect(addFavorite).not.toHaveBeenCalled();
  });

  it('adds a favourite for a signed-in player and marks the star', async () => {
    const { answer, addFavorite } = await renderLobby({ signedIn: true });
    await answer();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Book of Pharaohs to favourites' }),
    );
    expect(addFavorite).toHaveBeenCalledWith(1);
    const star = screen.getByRole('button', { name: 'Remove Book of Pharaohs from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Favourites' })).toBeTruthy();
  });

  it('tells the player when a favourite could not be changed', async () => {
    const { answer } = await renderLobby({
      signedIn: true,
      api: { addFavorite: () => Promise.reject(new Error('offline')) },
    });
    await answer();
    await userEvent.click(screen.getByRole('button', { name: 'Add Space Rocket to favourites' }));
    expect(screen.getByRole('alert').textContent).toMatch('The favourites could not be changed');
  });

  it('shows the favourites page of a signed-in player', async () => {
    const { answer } = await renderLobby({ route: 'my-casino-favorites', signedIn: true });
    await answer();
    expect(screen.getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByText(/no favourite games yet/)).toBeTruthy();
    expect(screen.getByText('The games you play for money will show here.')).toBeTruthy();
  });

  it('shows the games a player played lately under the favourites on my-casino', async () => {
    const preview = jest.fn(({ whence }: { whence: string }) =>
      Promise.resolve<GamesPreviewAnswer>(
        whence === 'favorites'
          ? {
              Success: true,
              Value: {
                favorites: group('favorites', '', []),
                recent: group('recent', '', [rocket]),
              },
            }
          : LOBBY,
      ),
    );
    await renderLobby({ route: 'my-casino', signedIn: true, api: { preview } });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(recent).getByText('Space Rocket')).toBeTruthy();
  });

  it('searches on the server on the search page', async () => {
    const preview = jest.fn(({ whence }: { whence: string }) =>
      Promise.resolve<GamesPreviewAnswer>(
        whence === 'search'
          ? { Success: true, Value: { search: group('search', 'spa', [rocket]) } }
          : LOBBY,
      ),
    );
    await renderLobby({ route: 'casino-search', api: { preview } });
    expect(await screen.findByText(/at least 2 letters/)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), 'spa');
    expect(await screen.findByText('Space Rocket')).toBeTruthy();
    expect(preview).toHaveBeenLastCalledWith({ whence: 'search', lng: 'en', q: 'spa' });
  });

  it('offers to try again when the games did not load', async () => {
    const preview = jest
      .fn<Promise<GamesPreviewAnswer>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(LOBBY);
    await renderLobby({ api: { preview } });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Book of Pharaohs')).toBeTruthy();
  });
});
