import type {
  GameLandingsSchema,
  GamesPreviewSchema,
  IdNameSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';

/**
 * The casino lobby's rules (spec/shell.md sections 2.4, 3, 7 and 9), shared by the server's games
 * preview call and the lobby app, so that both narrow a search the same way.
 */

/** spec/shell.md section 9: "Loading skeleton shows 16 game tiles". */
export const CASINO_SKELETON_TILES = 16;

/** Ours: fewer letters than this match too much to be a search; longer is no game's name. */
export const CASINO_SEARCH_MIN_LENGTH = 2;
export const CASINO_SEARCH_MAX_LENGTH = 64;

/** tagId of a game preview item (ours): a new game, a popular one. */
export const GAME_TAG = { new: 1, hot: 2 } as const;

/** The games preview call (decisions.md, "Paths the spec does not show"). */
export const GAMES_PREVIEW_PATH = '/web-api/games/preview';
/** Ours: a player's favourite game, added with PUT and removed with DELETE. */
export const gameFavoritePath = (gameId: number) => `/web-api/games/favorites/${gameId}`;
/** Ours: the games' landing pages the games hub links, GET with `lng`. */
export const GAME_LANDINGS_PATH = '/web-api/games/landings';
/** Ours: the preview image the server draws for a game. */
export const gameImagePath = (gameId: number) => `/web-api/games/images/${gameId}.svg`;

/**
 * Which games the preview call answers (`whence`, ours where the spec names the parameter only):
 * the lobby grouped by category, a search, or the signed-in player's favourites.
 */
export const GAMES_PREVIEW_WHENCE = ['lobby', 'search', 'favorites'] as const;
export type GamesPreviewWhence = (typeof GAMES_PREVIEW_WHENCE)[number];

/** The group keys of the answers that are not categories. */
export const SEARCH_GROUP = 'search';
export const FAVORITES_GROUP = 'favorites';
/**
 * The favourites' answer's second group (ours): the games the player launched for money lately,
 * the latest first, for `my-casino`'s "recently played".
 */
export const RECENT_GROUP = 'recent';
/** Ours: how many games "recently played" shows. */
export const RECENT_GAMES = 12;

/**
 * spec/shell.md section 7: "Success and Value keyed by group", each group with the spec's field
 * names (section 3); the API contract's GamesPreviewSchema says what they mean.
 */
export type GamesPreviewAnswer = ReadonlyStatic<typeof GamesPreviewSchema>;

/** A group of the preview answer: a category, a search or the player's favourites. */
export type GamesPreviewGroup = GamesPreviewAnswer['Value'][string];

/** spec/shell.md section 3, "Game preview item": id, name, route, oldRoute, categories, tagId. */
export type GamePreviewItem = GamesPreviewGroup['GF'][number];

export type IdName = ReadonlyStatic<typeof IdNameSchema>;

/** The games' landing pages, as the API contract's GameLandingsSchema describes them. */
export type GameLandingsAnswer = ReadonlyStatic<typeof GameLandingsSchema>;
export type GameLanding = GameLandingsAnswer['landings'][number];

/** Ours: the action of a game a signed-in player can take, in Actions. */
export const GAME_ACTION = { favorite: 1 } as const;

/** The words of a search as typed: trimmed, spaces collapsed, lower case; null when too short. */
export function casinoSearchTerm(typed: string): string | null {
  const term = typed.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, CASINO_SEARCH_MAX_LENGTH);
  return term.length < CASINO_SEARCH_MIN_LENGTH ? null : term;
}

/** A game matches when its name or its provider's name contains the term, case aside. */
export function gameMatchesSearch(
  game: { readonly name: string },
  providerName: string,
  term: string,
): boolean {
  return game.name.toLowerCase().includes(term) || providerName.toLowerCase().includes(term);
}

/** A provider's address part (providers/{provider}): its name in lower case, words joined by "-". */
export function providerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
