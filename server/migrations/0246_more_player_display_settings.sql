-- The display settings of spec/shell.md section 3 that act on the line, kept for a signed-in
-- player beside the others (migration 0210); null: never chosen.
alter table player_display_settings
  -- appViewType: 0 European, 1 Asian.
  add column app_view_type smallint check (app_view_type between 0 and 1),
  -- isGroupByCountry: championships grouped under their countries.
  add column group_by_country boolean,
  -- teamLogos: each team's logo beside its name.
  add column team_logos boolean,
  -- detailedScore: the score of each period beside a game's score.
  add column detailed_score boolean,
  -- bestMatchesOnTop: the book's best games first.
  add column best_matches_on_top boolean;
