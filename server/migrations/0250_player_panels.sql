-- The left and right panels of a desktop (spec/shell.md section 3: "left and right panel hidden
-- state"; the hide_left and hide_right cookies of section 9), kept with the player's other
-- display settings (docs/display-settings.md). Null: never chosen, the browser's cookie or the
-- default (shown) applies.
alter table player_display_settings
  add column left_panel_hidden boolean,
  add column right_panel_hidden boolean;
