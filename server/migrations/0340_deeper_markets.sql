-- Deeper markets (docs/sportsbook-and-coupon.md, The markets): outcomes beyond 1, X, 2, over and
-- under (yes, no, odd, even, 1X, a correct score "2:1", "1/X", a player "home:9"); results of a
-- quarter line (half-win, half-lose); the player a "player to score" market names, in every site
-- language; and the statistics the feed keeps for a game (corners, cards, goals with their scorers
-- and minutes), which the markets on them are settled from.
alter table line_markets drop constraint if exists line_markets_outcome_check;
alter table line_markets
  add constraint line_markets_outcome_check check (outcome ~ '^[A-Za-z0-9:/]{1,12}$');
alter table line_markets drop constraint if exists line_markets_result_check;
alter table line_markets
  add constraint line_markets_result_check
  check (result in ('win', 'lose', 'void', 'half-win', 'half-lose'));
-- A quarter line (2.25, -0.75) is 22.5 or -7.5 tenths: the line is kept in halves of a tenth.
alter table line_markets alter column param_tenths type double precision;
alter table line_markets
  add constraint line_markets_param_quarters check (param_tenths * 2 = round(param_tenths * 2));
-- {"en": "J. Marlow", "ru": "Дж. Марлоу", ...}; null for a market that names no player.
alter table line_markets add column player jsonb;
-- {"corners": {"home": 5, "away": 3}, "cards": {...}, "goals": [{"side": "home", "player": 9,
-- "minute": 12}], "cardEvents": [...], "cornerMinutes": [...]}; {} for a game the feed keeps
-- nothing of (a statistic absent: its markets are void).
alter table line_events add column match_stats jsonb not null default '{}'::jsonb;
