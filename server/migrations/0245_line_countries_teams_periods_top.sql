-- What the display settings of spec/shell.md section 3 act on in the line
-- (docs/display-settings.md): each championship's country (group by country), each team with an
-- id its logo is drawn from (team logos), each game's scores by period (detailed score) and the
-- book's ranking of its best games (best matches on top). The server's start writes the demo
-- line's countries and teams into a line seeded before (server/src/line/demo-line.ts).
create table line_countries (
  -- ISO 3166-1 alpha-2, or ISO 3166-2 for a football nation inside one (GB-ENG, England).
  code text primary key check (code ~ '^[A-Z]{2}(-[A-Z]{2,3})?$'),
  name_en text not null,
  name_ru text not null,
  name_ua text not null,
  name_kz text not null,
  name_az text not null,
  name_uz text not null
);

-- Null: an international championship (no one country), listed under "International".
alter table line_champs add column country_code text references line_countries (code);

-- A team of the line; its logo is drawn from its id and English name
-- (GET /web-api/line/teams/{id}/logo.svg).
create table line_teams (
  id integer primary key,
  sport_id integer not null references line_sports (id),
  name_en text not null
);

alter table line_events
  add column home_team_id integer references line_teams (id),
  add column away_team_id integer references line_teams (id),
  -- The score by period, [{"home": 1, "away": 0}, ...] in the order played (halves, periods,
  -- quarters, sets or maps by sport), empty before the start.
  add column period_scores jsonb not null default '[]'::jsonb,
  -- The book's ranking of its best games, 1 the best; null for a game not among them.
  add column top_rank smallint check (top_rank between 1 and 100);
