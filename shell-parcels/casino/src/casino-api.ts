import type { LanguageCode } from '@betshell/domain';
import {
  CASINO_LAUNCH_PATH,
  GAME_LANDINGS_PATH,
  GAMES_PREVIEW_PATH,
  gameFavoritePath,
  type CasinoApi,
  type CasinoLaunchAnswer,
  type GameLandingsAnswer,
  type GamesPreviewAnswer,
} from '@betshell/domain/casino';

/** The part of the platform's HTTP client (axios) the lobby uses. */
export interface CasinoHttp {
  get<T>(url: string, config: { params: Record<string, string> }): Promise<{ data: T }>;
  put(url: string): Promise<unknown>;
  post<T>(url: string, body: unknown): Promise<{ data: T }>;
  delete(url: string): Promise<unknown>;
}

/** A game's launch: the address of its page at the provider, in real money or for fun. */
export type LaunchGame = (
  gameId: number,
  mode: CasinoLaunchAnswer['mode'],
  lng: LanguageCode,
) => Promise<CasinoLaunchAnswer>;

/** POST /web-api/casino/launch over the platform's client; a refusal is its PlatformHttpError. */
export function launchOver(http: Pick<CasinoHttp, 'post'>): LaunchGame {
  return async (gameId, mode, lng) =>
    (await http.post<CasinoLaunchAnswer>(CASINO_LAUNCH_PATH, { gameId, mode, lng })).data;
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
    async landings(lng) {
      return (await http.get<GameLandingsAnswer>(GAME_LANDINGS_PATH, { params: { lng } })).data;
    },
  };
}
