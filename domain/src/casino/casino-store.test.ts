import {
  CASINO_SKELETON_TILES,
  type GameLandingsAnswer,
  casinoSearchTerm,
  gameMatchesSearch,
  providerSlug,
  type GamePreviewItem,
  type GamesPreviewAnswer,
  type GamesPreviewGroup,
} from './casino-catalogue';
import { CasinoStore, type CasinoApi } from './casino-store';
import { casinoViewOf } from './casino-view';

const game = (id: number, name: string, providerId: number): GamePreviewItem => ({
  id,
  name,
  route: providerSlug(name),
  oldRoute: null,
  categories: [],
  tagId: null,
  providerId,
  image: `/web-api/games/images/${id}.svg`,
  providerGame: null,
});

const group = (R: string, games: GamePreviewItem[]): GamesPreviewGroup => ({
  RI: R.length,
  TR: games.length,
  GT: 'category',
  GN: R,
  R,
  OR: null,
  CRID: R.length,
  GF: games,
  Actions: [],
  GTR: [],
  GP: [
    { Id: 1, Name: 'Aurora Play' },
    { Id: 2, Name: 'Northwind Gaming' },
  ].filter((p) => games.some((g) => g.providerId === p.Id)),
});

const book = game(1, 'Book of Pharaohs', 1);
const rocket = game(2, 'Space Rocket', 2);
const keno = game(3, 'Keno Express', 1);
const lobby: GamesPreviewAnswer = {
  Success: true,
  Value: { popular: group('popular', [book, rocket]), keno: group('keno', [keno, book]) },
};

function storeWith(overrides: Partial<CasinoApi> = {}) {
  const addFavorite = jest.fn((_gameId: number) => Promise.resolve());
  const removeFavorite = jest.fn((_gameId: number) => Promise.resolve());
  const api: CasinoApi = {
    preview: () => Promise.resolve(lobby),
    addFavorite,
    removeFavorite,
    landings: () => Promise.resolve({ landings: [] }),
    ...overrides,
  };
  return { addFavorite, removeFavorite, store: new CasinoStore(api) };
}

describe('the casino rules', () => {
  it('shows 16 tiles while the lobby loads, as the spec says', () => {
    expect(CASINO_SKELETON_TILES).toBe(16);
  });

  it('searches only for two letters or more, trimmed and in lower case', () => {
    expect(casinoSearchTerm(' b ')).toBeNull();
    expect(casinoSearchTerm('  Book   OF ')).toBe('book of');
  });

  it('matches a game by its name or its provider name', () => {
    expect(gameMatchesSearch(book, 'Aurora Play', 'pharaoh')).toBe(true);
    expect(gameMatchesSearch(book, 'Aurora Play', 'aurora')).toBe(true);
    expect(gameMatchesSearch(book, 'Aurora Play', 'rocket')).toBe(false);
  });

  it('makes a provider address from its name', () => {
    expect(providerSlug('Red Fox Studio')).toBe('red-fox-studio');
  });

  it.each([
    ['casino', {}, { kind: 'lobby', category: null, provider: null }],
    ['casino', { subcategory: 'new' }, { kind: 'lobby', category: 'new', provider: null }],
    ['slots', {}, { kind: 'lobby', category: 'slots', provider: null }],
    ['keno', {}, { kind: 'lobby', category: 'keno', provider: null }],
    [
      'provider',
      { provider: 'iron-gate' },
      { kind: 'lobby', category: null, provider: 'iron-gate' },
    ],
    ['providers', {}, { kind: 'providers' }],
    ['casino-search', {}, { kind: 'search' }],
    ['my-casino-favorites', {}, { kind: 'favorites' }],
    ['bingo', {}, { kind: 'lobby', category: 'bingo', provider: null }],
    ['fishinghunting', {}, { kind: 'lobby', category: 'fishinghunting', provider: null }],
    ['othergames', {}, { kind: 'lobby', category: 'othergames', provider: null }],
    ['poker', {}, { kind: 'lobby', category: 'poker', provider: null }],
    [
      'poker',
      { game: 'casino-holdem' },
      { kind: 'lobby', category: 'poker', provider: null, game: 'casino-holdem' },
    ],
    ['casino-brand', {}, { kind: 'lobby', category: null, provider: 'betshell-originals' }],
    ['slots-vulkan', {}, { kind: 'lobby', category: 'slots', provider: 'vulkan' }],
    [
      'casino-slot-first-deposit',
      {},
      { kind: 'lobby', category: 'slot-first-deposit', provider: null },
    ],
    [
      'casino-thank-you',
      { casinoSection: 'bingo' },
      { kind: 'thank-you', section: 'bingo', category: 'bingo' },
    ],
    [
      'casino-thank-you',
      { casinoSection: 'casino' },
      { kind: 'thank-you', section: 'casino', category: null },
    ],
    [
      'casino-game',
      { gameId: '7', gameName: 'book-of-pharaohs' },
      { kind: 'game', gameId: 7, gameRoute: 'book-of-pharaohs', section: 'casino', category: null },
    ],
    [
      'slots-game',
      { subcategory: 'new', gameId: '8', gameName: 'space-rocket' },
      { kind: 'game', gameId: 8, gameRoute: 'space-rocket', section: 'slots', category: 'new' },
    ],
    ['games', {}, { kind: 'games' }],
    ['games-game', { gameRoute: 'aviator-jet' }, { kind: 'games-game', gameRoute: 'aviator-jet' }],
  ])('shows the page %s %j as %j', (route, params, view) => {
    expect(casinoViewOf(route, params)).toEqual(view);
  });
});

describe('the casino store', () => {
  it('loads the lobby and lists every game once, in catalogue order', async () => {
    const { store } = storeWith();
    expect(store.status).toBe('loading');
    await store.load('en');

    expect(store.status).toBe('ready');
    expect(store.tiles(null, null).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(store.tiles('keno', null).map((g) => g.id)).toEqual([3, 1]);
    expect(store.providers.map((p) => p.Name)).toEqual(['Aurora Play', 'Northwind Gaming']);
  });

  it('narrows the tiles by provider and by the search typed', async () => {
    const { store } = storeWith();
    await store.load('en');

    expect(store.tiles(null, 'northwind-gaming').map((g) => g.id)).toEqual([2]);
    expect(store.tiles(null, 'no-such-provider')).toEqual([]);
    store.typed('KENO');
    expect(store.tiles(null, null).map((g) => g.id)).toEqual([3]);
    store.typed('k');
    expect(store.tiles(null, null)).toHaveLength(3);
  });

  it('says the lobby failed when the call fails', async () => {
    const { store } = storeWith({ preview: () => Promise.reject(new Error('down')) });
    await store.load('en');
    expect(store.status).toBe('error');
  });

  it('adds and removes a favourite through the API', async () => {
    const { store, addFavorite, removeFavorite } = storeWith();
    await store.toggleFavorite(book);
    expect(addFavorite).toHaveBeenCalledWith(1);
    expect(store.favoriteIds.has(1)).toBe(true);
    await store.toggleFavorite(book);
    expect(removeFavorite).toHaveBeenCalledWith(1);
    expect(store.favoriteIds.has(1)).toBe(false);
  });

  it('keeps the favourites as they were when the change fails', async () => {
    const { store } = storeWith({ addFavorite: () => Promise.reject(new Error('401')) });
    await store.toggleFavorite(book);
    expect(store.favoriteIds.has(1)).toBe(false);
    expect(store.favoriteFailed).toBe(true);
  });

  it('asks the server to search and keeps only the newest answer', async () => {
    const answers: Array<(answer: GamesPreviewAnswer) => void> = [];
    const preview = jest.fn(
      () => new Promise<GamesPreviewAnswer>((resolve) => answers.push(resolve)),
    );
    const { store } = storeWith({ preview });
    const first = store.search('boo', 'en');
    const second = store.search('spa', 'en');
    answers[1]?.({ Success: true, Value: { search: group('search', [rocket]) } });
    answers[0]?.({ Success: true, Value: { search: group('search', [book]) } });
    await Promise.all([first, second]);

    expect(preview).toHaveBeenLastCalledWith({ whence: 'search', lng: 'en', q: 'spa' });
    expect(store.searchResults?.map((g) => g.id)).toEqual([2]);
    await store.search('s', 'en');
    expect(store.searchResults).toBeNull();
  });

  it('keeps the landing pages of the language asked last, and none when they do not load', async () => {
    const answers = new Map<string, (answer: GameLandingsAnswer) => void>();
    const landings = jest.fn(
      (lng: string) => new Promise<GameLandingsAnswer>((resolve) => answers.set(lng, resolve)),
    );
    const { store } = storeWith({ landings });
    const ru = store.loadLandings('ru');
    const en = store.loadLandings('en');
    answers.get('en')?.({ landings: [{ slug: 'roulette', title: 'Roulette', summary: '' }] });
    answers.get('ru')?.({ landings: [{ slug: 'roulette', title: 'Рулетка', summary: '' }] });
    await Promise.all([ru, en]);
    expect(store.landingsLanguage).toBe('en');
    expect(store.landings.map((landing) => landing.title)).toEqual(['Roulette']);

    landings.mockImplementation(() => Promise.reject(new Error('offline')));
    await store.loadLandings('kz');
    expect(store.landings).toEqual([]);
  });
});
