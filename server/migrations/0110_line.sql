-- The sports line and live (decisions.md Demo content): sports, championships, events and
-- their markets, seeded by the server and moved by its live feed. Odds are integer thousandths
-- (decisions.md: decimals with three places); a total's or handicap's line is integer tenths.
create table line_sports (
  id integer primary key,
  name_en text not null,
  name_ru text not null,
  has_draw boolean not null,
  sort_order integer not null
);

create table line_champs (
  id integer primary key,
  sport_id integer not null references line_sports (id),
  name_en text not null,
  name_ru text not null
);

create table line_events (
  id integer primary key,
  sport_id integer not null references line_sports (id),
  champ_id integer not null references line_champs (id),
  home_en text not null,
  home_ru text not null,
  away_en text not null,
  away_ru text not null,
  starts_at timestamptz not null,
  -- line before the start, live while played, finished once its result is entered
  state text not null check (state in ('line', 'live', 'finished')),
  -- an operator or the feed stopped taking bets on every market of the event
  suspended boolean not null default false,
  home_score integer not null default 0 check (home_score >= 0),
  away_score integer not null default 0 check (away_score >= 0),
  finished_at timestamptz
);

create index line_events_state_sport on line_events (state, sport_id, champ_id);

create table line_markets (
  id integer primary key,
  event_id integer not null references line_events (id),
  kind integer not null,
  outcome text not null check (outcome in ('1', 'X', '2', 'over', 'under')),
  param_tenths integer not null default 0,
  coef_milli integer not null check (coef_milli > 1000),
  blocked boolean not null default false,
  -- set when the event is finished
  result text check (result in ('win', 'lose', 'void'))
);

create index line_markets_event on line_markets (event_id);
