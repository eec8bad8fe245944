-- The display settings a signed-in player keeps on the server (docs/display-settings.md), so that
-- another browser gets them at sign-in. One row per player, made by the first change; a null
-- column is a setting the player never chose, where the browser's own cookie or the default
-- applies. The values are those of domain/src/settings/display-settings.ts.
create table player_display_settings (
  player_id bigint primary key references players (id) on delete cascade,
  -- appTheme: 0 light, 1 dark, 2 follow the system.
  app_theme smallint check (app_theme between 0 and 2),
  -- appFontSize: 0 normal, 1 large, 2 largest.
  app_font_size smallint check (app_font_size between 0 and 2),
  -- timeZone in quarter hours from UTC (the tzo cookie's -12 to +14 hours, India's 5.5 is 22).
  time_zone_quarters smallint check (time_zone_quarters between -48 and 56),
  is_12h boolean,
  -- showGameId: each game's number shown in the line.
  show_game_id boolean,
  updated_at timestamptz not null default now()
);
