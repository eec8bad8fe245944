import {
  GAMES_PREVIEW_PATH,
  gameFavoritePath,
  type CasinoApi,
  type GamesPreviewAnswer,
} from '@betshell/domain/casino';

/** The part of the platform's HTTP client (axios) the lobby uses. */
export interface CasinoHttp {
  get<T>(url: string, config: { params: Record<string, string> }): Promise<{ data: T }>;
  put(url: string): Promise<unknown>;
  delete(url: string): Promise<unknown>;
}

/** The games calls over the platform's client: bearer, CSRF and the error catalogue come with it. */
export function casinoApiOver(http: CasinoHttp): CasinoApi {
  return {
    async preview({ whence, lng, q }) {
      const params: Record<string, string> = { whence, lng, includeCategories: 'false' };
      if (q !== undefined) params.q = q;
      return (await http.get<GamesPreviewAnswer>(GAMES_PREVIEW_PATH, { params })).data;
    },
    async addFavorite(gameId) {
      await http.put(gameFavoritePath(gameId));
    },
    async removeFavorite(gameId) {
      await http.delete(gameFavoritePath(gameId));
    },
  };
}
