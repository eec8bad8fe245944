import type { Queryable } from '../db/database';

export type FavouriteKind = 'event' | 'champ';

export interface Favourites {
  readonly events: number[];
  readonly champs: number[];
}

/** The most favourites a player keeps (ours): a guard, far beyond a line's games. */
export const MAX_FAVOURITES = 200;

export interface FavouritesRepository {
  /** The player's favourites, oldest first. */
  list(playerId: number): Promise<Favourites>;
  /** Adds one (again: nothing changes); false when the player has MAX_FAVOURITES already. */
  add(playerId: number, kind: FavouriteKind, id: number): Promise<boolean>;
  remove(playerId: number, kind: FavouriteKind, id: number): Promise<void>;
}

export function createFavouritesRepository(db: Queryable): FavouritesRepository {
  return {
    async list(playerId) {
      const rows = await db.query<{ kind: FavouriteKind; target_id: number }>(
        `select kind, target_id from player_favourites where player_id = $1
          order by created_at, target_id`,
        [playerId],
      );
      return {
        events: rows.filter((row) => row.kind === 'event').map((row) => row.target_id),
        champs: rows.filter((row) => row.kind === 'champ').map((row) => row.target_id),
      };
    },
    async add(playerId, kind, id) {
      // One statement: the count and the insert see the same rows, so two tabs cannot pass the
      // limit together by more than their own race.
      const rows = await db.query<{ added: boolean }>(
        `with counted as (select count(*) as n from player_favourites where player_id = $1),
              added as (
                insert into player_favourites (player_id, kind, target_id)
                select $1, $2, $3 from counted where n < $4
                on conflict do nothing returning 1)
         select (select n from counted) < $4
                or exists (select 1 from player_favourites
                            where player_id = $1 and kind = $2 and target_id = $3) as added`,
        [playerId, kind, id, MAX_FAVOURITES],
      );
      return rows[0]?.added === true;
    },
    async remove(playerId, kind, id) {
      await db.query(
        'delete from player_favourites where player_id = $1 and kind = $2 and target_id = $3',
        [playerId, kind, id],
      );
    },
  };
}
