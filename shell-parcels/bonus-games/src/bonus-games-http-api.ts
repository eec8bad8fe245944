import type { BonusGameKey, BonusGameLook } from '@betshell/domain/bonus-games';

/** A revealed prize: its place in the game's table and its amount. */
export interface BonusGameOutcome {
  readonly slot: number;
  readonly prizeMinor: number;
  readonly revealedAt: string;
}

/** GET /web-api/bonus-games/:gameKey (server/src/bonus-games/bonus-game-routes.ts). */
export interface BonusGameView {
  readonly gameKey: BonusGameKey;
  readonly look: BonusGameLook;
  readonly currency: string;
  readonly prizesMinor: readonly number[];
  readonly award: {
    readonly id: number;
    readonly awardedAt: string;
    readonly outcome: BonusGameOutcome | null;
  } | null;
  readonly waiting: number;
}

export interface BonusGamesApi {
  view(gameKey: BonusGameKey): Promise<BonusGameView>;
  reveal(awardId: number): Promise<BonusGameOutcome>;
}

/** What the parcel needs of the platform's HTTP client (platform.http). */
export interface BonusGamesHttp {
  get<T>(url: string): Promise<{ readonly data: T }>;
  post<T>(url: string, body: object): Promise<{ readonly data: T }>;
}

/** BonusGamesApi over HTTP (docs/bonus-games.md). */
export function createBonusGamesHttpApi(http: BonusGamesHttp): BonusGamesApi {
  return {
    async view(gameKey) {
      return (await http.get<BonusGameView>(`/web-api/bonus-games/${encodeURIComponent(gameKey)}`))
        .data;
    },
    async reveal(awardId) {
      return (
        await http.post<{ outcome: BonusGameOutcome }>(
          `/web-api/bonus-games/awards/${awardId}/reveal`,
          {},
        )
      ).data.outcome;
    },
  };
}
