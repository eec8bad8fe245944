import type { LanguageCode } from '@betshell/domain';
import { isProviderGame, type ProviderGame } from '@betshell/domain/server';
import type { Queryable } from '../db/database';

export interface CatalogueCategory {
  readonly id: number;
  readonly slug: string;
  /** Its name in each site language; null where it has none (migration 0200), read as English. */
  readonly name: Readonly<Record<'ru' | 'en', string> & Record<LanguageCode, string | null>>;
}

export interface CatalogueProvider {
  readonly id: number;
  readonly name: string;
}

export interface CatalogueGame {
  readonly id: number;
  readonly name: string;
  readonly route: string;
  readonly oldRoute: string | null;
  readonly providerId: number;
  readonly tagId: number | null;
  readonly categoryIds: readonly number[];
  /** The demo provider's game that plays it (migration 0265); null: not launchable. */
  readonly providerGame: ProviderGame | null;
}

/** The whole catalogue: small enough (decisions.md, demo content) to read in one go per call. */
export interface GameCatalogue {
  readonly categories: readonly CatalogueCategory[];
  readonly providers: readonly CatalogueProvider[];
  readonly games: readonly CatalogueGame[];
}

export interface GameCatalogueRepository {
  catalogue(): Promise<GameCatalogue>;
  game(id: number): Promise<CatalogueGame | null>;
  /** The player's favourite game ids, in the order they were added. */
  favoriteIds(playerId: number): Promise<number[]>;
  /** The games the player launched for money lately, the latest first, at most `limit`. */
  recentGameIds(playerId: number, limit: number): Promise<number[]>;
  addFavorite(playerId: number, gameId: number): Promise<void>;
  removeFavorite(playerId: number, gameId: number): Promise<void>;
}

interface GameRow {
  id: number;
  name: string;
  route: string;
  old_route: string | null;
  provider_id: number;
  tag_id: number | null;
  provider_game: string | null;
  category_ids: number[] | null;
}

const GAMES_SQL = `
  select g.id, g.name, g.route, g.old_route, g.provider_id, g.tag_id, g.provider_game,
         array_remove(array_agg(gc.category_id order by gc.category_id), null) as category_ids
    from casino_games g
    left join casino_game_categories gc on gc.game_id = g.id`;
const GAMES_ORDER = ` group by g.id order by g.sort, g.id`;

const gameOf = (row: GameRow): CatalogueGame => ({
  id: Number(row.id),
  name: row.name,
  route: row.route,
  oldRoute: row.old_route,
  providerId: Number(row.provider_id),
  tagId: row.tag_id === null ? null : Number(row.tag_id),
  categoryIds: (row.category_ids ?? []).map(Number),
  providerGame:
    row.provider_game !== null && isProviderGame(row.provider_game) ? row.provider_game : null,
});

type CategoryRow = { readonly id: number; readonly slug: string } & Readonly<
  Record<'name_ru' | 'name_en', string> & Record<`name_${LanguageCode}`, string | null>
>;

export function createGameCatalogueRepository(db: Queryable): GameCatalogueRepository {
  return {
    async catalogue() {
      const [categories, providers, games] = await Promise.all([
        db.query<CategoryRow>(
          `select id, slug, name_ru, name_en, name_ua, name_kz, name_az, name_uz
             from casino_categories order by sort, id`,
        ),
        db.query<{ id: number; name: string }>('select id, name from casino_providers order by id'),
        db.query<GameRow>(GAMES_SQL + GAMES_ORDER),
      ]);
      return {
        categories: categories.map((row) => ({
          id: Number(row.id),
          slug: row.slug,
          name: {
            ru: row.name_ru,
            en: row.name_en,
            ua: row.name_ua,
            kz: row.name_kz,
            az: row.name_az,
            uz: row.name_uz,
          },
        })),
        providers: providers.map((row) => ({ id: Number(row.id), name: row.name })),
        games: games.map(gameOf),
      };
    },
    async game(id) {
      const [row] = await db.query<GameRow>(`${GAMES_SQL} where g.id = $1${GAMES_ORDER}`, [id]);
      return row === undefined ? null : gameOf(row);
    },
    async favoriteIds(playerId) {
      const rows = await db.query<{ game_id: number }>(
        'select game_id from casino_favorites where player_id = $1 order by added_at, game_id',
        [playerId],
      );
      return rows.map((row) => Number(row.game_id));
    },
    async recentGameIds(playerId, limit) {
      // A launch for money makes a wallet session (casino_sessions); fun mode leaves no trace.
      const rows = await db.query<{ game_id: number }>(
        `select game_id from casino_sessions where player_id = $1
          group by game_id order by max(created_at) desc, game_id limit $2`,
        [playerId, limit],
      );
      return rows.map((row) => Number(row.game_id));
    },
    async addFavorite(playerId, gameId) {
      await db.query(
        `insert into casino_favorites (player_id, game_id) values ($1, $2)
           on conflict (player_id, game_id) do nothing`,
        [playerId, gameId],
      );
    },
    async removeFavorite(playerId, gameId) {
      await db.query('delete from casino_favorites where player_id = $1 and game_id = $2', [
        playerId,
        gameId,
      ]);
    },
  };
}
