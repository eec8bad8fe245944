import type { AppFontSize, AppTheme, AppViewType, PlayerDisplaySettings } from '@betshell/domain';
import type { Queryable } from '../db/database';

export interface DisplaySettingsRepository {
  /** The settings the player chose; empty when they never changed one while signed in. */
  read(playerId: number): Promise<PlayerDisplaySettings>;
  /** Keeps the settings `change` names, leaves the others, and answers them all. */
  save(playerId: number, change: PlayerDisplaySettings): Promise<PlayerDisplaySettings>;
}

interface DisplaySettingsRow {
  app_theme: number | null;
  app_font_size: number | null;
  time_zone_quarters: number | null;
  is_12h: boolean | null;
  show_game_id: boolean | null;
  app_view_type: number | null;
  group_by_country: boolean | null;
  team_logos: boolean | null;
  detailed_score: boolean | null;
  best_matches_on_top: boolean | null;
  left_panel_hidden: boolean | null;
  right_panel_hidden: boolean | null;
}

const COLUMNS = `app_theme, app_font_size, time_zone_quarters, is_12h, show_game_id,
  app_view_type, group_by_country, team_logos, detailed_score, best_matches_on_top,
  left_panel_hidden, right_panel_hidden`;

/** A row as the API answers it: a column never chosen (null) is left out. */
function settingsOf(row: DisplaySettingsRow | undefined): PlayerDisplaySettings {
  if (row === undefined) return {};
  return {
    ...(row.app_theme === null ? {} : { appTheme: row.app_theme as AppTheme }),
    ...(row.app_font_size === null ? {} : { appFontSize: row.app_font_size as AppFontSize }),
    ...(row.time_zone_quarters === null ? {} : { timeZone: row.time_zone_quarters / 4 }),
    ...(row.is_12h === null ? {} : { is12h: row.is_12h }),
    ...(row.show_game_id === null ? {} : { showGameId: row.show_game_id }),
    ...(row.app_view_type === null ? {} : { appViewType: row.app_view_type as AppViewType }),
    ...(row.group_by_country === null ? {} : { isGroupByCountry: row.group_by_country }),
    ...(row.team_logos === null ? {} : { teamLogos: row.team_logos }),
    ...(row.detailed_score === null ? {} : { detailedScore: row.detailed_score }),
    ...(row.best_matches_on_top === null ? {} : { bestMatchesOnTop: row.best_matches_on_top }),
    ...(row.left_panel_hidden === null ? {} : { leftPanelHidden: row.left_panel_hidden }),
    ...(row.right_panel_hidden === null ? {} : { rightPanelHidden: row.right_panel_hidden }),
  };
}

/** The player_display_settings table (migrations 0210, 0250). */
export function createDisplaySettingsRepository(db: Queryable): DisplaySettingsRepository {
  return {
    async read(playerId) {
      const [row] = await db.query<DisplaySettingsRow>(
        `select ${COLUMNS} from player_display_settings where player_id = $1`,
        [playerId],
      );
      return settingsOf(row);
    },

    async save(playerId, change) {
      // One statement: the first change makes the row, a later one keeps what it does not name.
      const [row] = await db.query<DisplaySettingsRow>(
        `insert into player_display_settings (player_id, ${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (player_id) do update set
           app_theme = coalesce(excluded.app_theme, player_display_settings.app_theme),
           app_font_size = coalesce(excluded.app_font_size, player_display_settings.app_font_size),
           time_zone_quarters =
             coalesce(excluded.time_zone_quarters, player_display_settings.time_zone_quarters),
           is_12h = coalesce(excluded.is_12h, player_display_settings.is_12h),
           show_game_id = coalesce(excluded.show_game_id, player_display_settings.show_game_id),
           app_view_type = coalesce(excluded.app_view_type, player_display_settings.app_view_type),
           group_by_country =
             coalesce(excluded.group_by_country, player_display_settings.group_by_country),
           team_logos = coalesce(excluded.team_logos, player_display_settings.team_logos),
           detailed_score = coalesce(excluded.detailed_score, player_display_settings.detailed_score),
           best_matches_on_top =
             coalesce(excluded.best_matches_on_top, player_display_settings.best_matches_on_top),
           left_panel_hidden =
             coalesce(excluded.left_panel_hidden, player_display_settings.left_panel_hidden),
           right_panel_hidden =
             coalesce(excluded.right_panel_hidden, player_display_settings.right_panel_hidden),
           updated_at = now()
         returning ${COLUMNS}`,
        [
          playerId,
          change.appTheme ?? null,
          change.appFontSize ?? null,
          change.timeZone === undefined ? null : change.timeZone * 4,
          change.is12h ?? null,
          change.showGameId ?? null,
          change.appViewType ?? null,
          change.isGroupByCountry ?? null,
          change.teamLogos ?? null,
          change.detailedScore ?? null,
          change.bestMatchesOnTop ?? null,
          change.leftPanelHidden ?? null,
          change.rightPanelHidden ?? null,
        ],
      );
      return settingsOf(row);
    },
  };
}
