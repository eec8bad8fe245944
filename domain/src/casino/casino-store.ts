import { makeAutoObservable } from 'mobx';
import {
  FAVORITES_GROUP,
  RECENT_GROUP,
  SEARCH_GROUP,
  casinoSearchTerm,
  gameMatchesSearch,
  providerSlug,
  type GameLanding,
  type GameLandingsAnswer,
  type GamePreviewItem,
  type GamesPreviewAnswer,
  type GamesPreviewGroup,
  type GamesPreviewWhence,
  type IdName,
} from './casino-catalogue';

/** The games calls the lobby makes; the platform's HTTP client implements it. */
export interface CasinoApi {
  preview(query: {
    readonly whence: GamesPreviewWhence;
    readonly lng: string;
    readonly q?: string;
  }): Promise<GamesPreviewAnswer>;
  addFavorite(gameId: number): Promise<void>;
  removeFavorite(gameId: number): Promise<void>;
  /** The games' landing pages, for the games hub's links to them. */
  landings(lng: string): Promise<GameLandingsAnswer>;
}

export type CasinoLoadStatus = 'loading' | 'ready' | 'error';

const groupsOf = (answer: GamesPreviewAnswer): GamesPreviewGroup[] => Object.values(answer.Value);

/**
 * The lobby's state: the catalogue grouped by category, the signed-in player's favourites, and what
 * the player typed in the search. The lobby narrows its tiles as the player types (the same rule as
 * the server's search); the search page asks the server.
 */
export class CasinoStore {
  status: CasinoLoadStatus = 'loading';
  /** The language the catalogue was asked in (its category names), null before the first load. */
  language: string | null = null;
  categories: GamesPreviewGroup[] = [];
  favorites: GamePreviewItem[] = [];
  /** The games the player launched for money lately, the latest first (with the favourites). */
  recent: GamePreviewItem[] = [];
  favoritesStatus: CasinoLoadStatus = 'loading';
  searchText = '';
  searchResults: GamePreviewItem[] | null = null;
  searchStatus: CasinoLoadStatus = 'ready';
  /** The last favourite change failed: the lobby says so until the next one. */
  favoriteFailed = false;
  /** The games' landing pages the hub links, in the language of `landingsLanguage`. */
  landings: GameLanding[] = [];
  /** The language the landing pages were last asked in, null before the first ask. */
  landingsLanguage: string | null = null;
  private searchSeq = 0;

  constructor(private readonly api: CasinoApi) {
    makeAutoObservable<CasinoStore, 'api' | 'searchSeq'>(this, { api: false, searchSeq: false });
  }

  /** Every provider with games in the lobby, in the order of their ids. */
  get providers(): IdName[] {
    const byId = new Map<number, IdName>();
    for (const group of this.categories) for (const p of group.GP) byId.set(p.Id, p);
    return [...byId.values()].sort((a, b) => a.Id - b.Id);
  }

  get favoriteIds(): ReadonlySet<number> {
    return new Set(this.favorites.map((game) => game.id));
  }

  providerBySlug(slug: string): IdName | undefined {
    return this.providers.find((provider) => providerSlug(provider.Name) === slug);
  }

  /**
   * The tiles of the lobby: the games of a category (every game once, in catalogue order, without
   * one), of a provider when one is named, narrowed by the search typed.
   */
  tiles(category: string | null, provider: string | null): GamePreviewItem[] {
    const groups =
      category === null ? this.categories : this.categories.filter((g) => g.R === category);
    const seen = new Set<number>();
    const games: GamePreviewItem[] = [];
    for (const group of groups) {
      for (const game of group.GF) {
        if (!seen.has(game.id)) {
          seen.add(game.id);
          games.push(game);
        }
      }
    }
    const providerId = provider === null ? null : (this.providerBySlug(provider)?.Id ?? -1);
    const term = casinoSearchTerm(this.searchText);
    const names = new Map(this.providers.map((p) => [p.Id, p.Name]));
    return games.filter(
      (game) =>
        (providerId === null || game.providerId === providerId) &&
        (term === null || gameMatchesSearch(game, names.get(game.providerId) ?? '', term)),
    );
  }

  async load(lng: string): Promise<void> {
    this.loading(lng);
    try {
      this.loaded(groupsOf(await this.api.preview({ whence: 'lobby', lng })));
    } catch {
      this.failed();
    }
  }

  async loadFavorites(lng: string): Promise<void> {
    this.favoritesLoading();
    try {
      const answer = await this.api.preview({ whence: 'favorites', lng });
      this.favoritesLoaded(
        answer.Value[FAVORITES_GROUP]?.GF ?? [],
        answer.Value[RECENT_GROUP]?.GF ?? [],
      );
    } catch {
      this.favoritesFailed();
    }
  }

  /**
   * The hub's links to the games' landing pages. They come after the hub's games: when they do not
   * load, the hub shows none rather than an error, and each page is still there at its address.
   */
  async loadLandings(lng: string): Promise<void> {
    this.landingsAsked(lng);
    try {
      this.landingsLoaded(lng, (await this.api.landings(lng)).landings);
    } catch {
      this.landingsLoaded(lng, []);
    }
  }

  /** The player typed; the search page asks the server once the term is long enough. */
  async search(text: string, lng: string): Promise<void> {
    this.typed(text);
    const term = casinoSearchTerm(text);
    const seq = ++this.searchSeq;
    if (term === null) return this.searched(seq, null);
    this.searchLoading();
    try {
      const answer = await this.api.preview({ whence: 'search', lng, q: term });
      this.searched(seq, answer.Value[SEARCH_GROUP]?.GF ?? []);
    } catch {
      this.searchFailed(seq);
    }
  }

  typed(text: string): void {
    this.searchText = text;
  }

  async toggleFavorite(game: GamePreviewItem): Promise<void> {
    const adding = !this.favoriteIds.has(game.id);
    try {
      await (adding ? this.api.addFavorite(game.id) : this.api.removeFavorite(game.id));
      this.favoriteChanged(game, adding);
    } catch {
      this.favoriteChangeFailed();
    }
  }

  /** A player who signs out has no favourites on this page any more. */
  forgetFavorites(): void {
    this.favorites = [];
    this.recent = [];
    this.favoritesStatus = 'loading';
  }

  private loading(lng: string): void {
    this.language = lng;
    this.status = 'loading';
  }

  private loaded(groups: GamesPreviewGroup[]): void {
    this.categories = groups;
    this.status = 'ready';
  }

  private failed(): void {
    this.status = 'error';
  }

  private landingsAsked(lng: string): void {
    this.landingsLanguage = lng;
  }

  private landingsLoaded(lng: string, landings: readonly GameLanding[]): void {
    // An answer in a language the player has left never replaces the one asked for since.
    if (lng === this.landingsLanguage) this.landings = [...landings];
  }

  private favoritesLoading(): void {
    this.favoritesStatus = 'loading';
  }

  private favoritesLoaded(
    games: readonly GamePreviewItem[],
    recent: readonly GamePreviewItem[],
  ): void {
    this.favorites = [...games];
    this.recent = [...recent];
    this.favoritesStatus = 'ready';
  }

  private favoritesFailed(): void {
    this.favoritesStatus = 'error';
  }

  private searchLoading(): void {
    this.searchStatus = 'loading';
  }

  private searched(seq: number, games: readonly GamePreviewItem[] | null): void {
    // An older answer that arrives late never replaces the newer one.
    if (seq !== this.searchSeq) return;
    this.searchResults = games === null ? null : [...games];
    this.searchStatus = 'ready';
  }

  private searchFailed(seq: number): void {
    if (seq === this.searchSeq) this.searchStatus = 'error';
  }

  private favoriteChanged(game: GamePreviewItem, added: boolean): void {
    this.favoriteFailed = false;
    this.favorites = added
      ? [...this.favorites, game]
      : this.favorites.filter((favorite) => favorite.id !== game.id);
  }

  private favoriteChangeFailed(): void {
    this.favoriteFailed = true;
  }
}
