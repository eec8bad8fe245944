import { isSiteLanguage } from '@betshell/domain';
import {
  FAVORITES_GROUP,
  GAME_ACTION,
  GAME_TAG,
  RECENT_GROUP,
  SEARCH_GROUP,
  gameImagePath,
  gameMatchesSearch,
  type GamePreviewItem,
  type GamesPreviewAnswer,
  type GamesPreviewGroup,
  type IdName,
} from '@betshell/domain/casino';
import type { CatalogueGame, GameCatalogue } from './game-catalogue-repository';

export interface PreviewOptions {
  readonly lng: string;
  readonly includeCategories: boolean;
  /** Signed-in players may mark favourites: their groups list that action. */
  readonly signedIn: boolean;
}

const TAG_NAMES: Readonly<Record<number, string>> = {
  [GAME_TAG.new]: 'new',
  [GAME_TAG.hot]: 'hot',
};

function item(game: CatalogueGame, includeCategories: boolean): GamePreviewItem {
  return {
    id: game.id,
    name: game.name,
    route: game.route,
    oldRoute: game.oldRoute,
    categories: includeCategories ? [...game.categoryIds] : [],
    tagId: game.tagId,
    providerId: game.providerId,
    image: gameImagePath(game.id),
    providerGame: game.providerGame,
  };
}

function group(
  catalogue: GameCatalogue,
  head: Pick<GamesPreviewGroup, 'RI' | 'GT' | 'GN' | 'R' | 'OR' | 'CRID'>,
  games: readonly CatalogueGame[],
  options: PreviewOptions,
): GamesPreviewGroup {
  const providerIds = new Set(games.map((game) => game.providerId));
  const tagIds = [...new Set(games.flatMap((game) => (game.tagId === null ? [] : [game.tagId])))];
  return {
    ...head,
    TR: games.length,
    GF: games.map((game) => item(game, options.includeCategories)),
    Actions: options.signedIn ? [{ Id: GAME_ACTION.favorite, Name: 'favorite' }] : [],
    GTR: tagIds.sort().map((id): IdName => ({ Id: id, Name: TAG_NAMES[id] ?? String(id) })),
    GP: catalogue.providers
      .filter((provider) => providerIds.has(provider.id))
      .map((provider) => ({ Id: provider.id, Name: provider.name })),
  };
}

/** The lobby: one group per category that has games (all of them, or the one asked for). */
export function lobbyPreview(
  catalogue: GameCatalogue,
  groupId: number | undefined,
  options: PreviewOptions,
): GamesPreviewAnswer {
  const value: Record<string, GamesPreviewGroup> = {};
  for (const category of catalogue.categories) {
    if (groupId !== undefined && category.id !== groupId) continue;
    const games = catalogue.games.filter((game) => game.categoryIds.includes(category.id));
    if (games.length === 0) continue;
    const name =
      (isSiteLanguage(options.lng) ? category.name[options.lng] : null) ?? category.name.en;
    value[category.slug] = group(
      catalogue,
      { RI: category.id, GT: 'category', GN: name, R: category.slug, OR: null, CRID: category.id },
      games,
      options,
    );
  }
  return { Success: true, Value: value };
}

/** The games whose name or provider contains the term (the rule of @betshell/domain). */
export function searchPreview(
  catalogue: GameCatalogue,
  term: string,
  options: PreviewOptions,
): GamesPreviewAnswer {
  const providerNames = new Map(catalogue.providers.map((p) => [p.id, p.name]));
  const games = catalogue.games.filter((game) =>
    gameMatchesSearch(game, providerNames.get(game.providerId) ?? '', term),
  );
  const head = { RI: 0, GT: 'search', GN: term, R: SEARCH_GROUP, OR: null, CRID: null } as const;
  return { Success: true, Value: { [SEARCH_GROUP]: group(catalogue, head, games, options) } };
}

/**
 * The player's `my-casino`: the favourites, in the order they were added, and the games launched
 * for money lately, the latest first (RECENT_GROUP).
 */
export function favoritesPreview(
  catalogue: GameCatalogue,
  favoriteIds: readonly number[],
  options: PreviewOptions,
  recentIds: readonly number[] = [],
): GamesPreviewAnswer {
  const byId = new Map(catalogue.games.map((game) => [game.id, game]));
  const gamesOf = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const game = byId.get(id);
      return game === undefined ? [] : [game];
    });
  const head = (name: string) =>
    ({ RI: 0, GT: 'favorites', GN: name, R: name, OR: null, CRID: null }) as const;
  return {
    Success: true,
    Value: {
      [FAVORITES_GROUP]: group(catalogue, head(FAVORITES_GROUP), gamesOf(favoriteIds), options),
      [RECENT_GROUP]: group(catalogue, head(RECENT_GROUP), gamesOf(recentIds), options),
    },
  };
}
