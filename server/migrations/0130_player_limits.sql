-- Responsible-gambling limits. One row per value a player ever set: the ACTIVE one, a
-- PENDING raise waiting out its cooling-off and approval window, and INACTIVE history, kept so an
-- operator can show a regulator every change and why it closed. Times are the spec's: started_at
-- is when a limit took effect (or when a pending change becomes confirmable), ends_at when it ends
-- (self-exclusion, time-out) or when a pending change lapses.
create table player_limits (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  limit_type integer not null,
  limit_value bigint not null,
  limit_state text not null check (limit_state in ('ACTIVE', 'PENDING', 'INACTIVE')),
  currency text,
  direction text check (direction in ('lower', 'raise')),
  requested_at timestamptz not null,
  started_at timestamptz not null,
  ends_at timestamptz,
  self_exclude_reason_id integer,
  closed_at timestamptz,
  close_reason text
    check (close_reason in ('replaced', 'approved', 'rejected', 'cancelled', 'lapsed', 'ended'))
);
create unique index player_limits_one_active
  on player_limits (player_id, limit_type) where limit_state = 'ACTIVE';
create unique index player_limits_one_pending
  on player_limits (player_id, limit_type) where limit_state = 'PENDING';

-- Where the player's day starts (the session limit counts in it) and which regulator's
-- cooling-off applies. Players without a row are in UTC under the default rules.
create table player_limit_profiles (
  player_id bigint primary key references players (id) on delete cascade,
  time_zone text not null default 'UTC',
  jurisdiction text not null default 'default'
);

-- A batch of limits waiting for the self-assessment's answers (POST /testanswers), once.
create table limit_self_assessments (
  token_guid text primary key,
  player_id bigint not null references players (id) on delete cascade,
  limits jsonb not null,
  created_at timestamptz not null,
  used_at timestamptz
);

-- Time used per player and day (in the player's time zone), counted from the pings.
create table session_limit_usage (
  player_id bigint not null references players (id) on delete cascade,
  day date not null,
  used_seconds integer not null default 0,
  primary key (player_id, day)
);

-- The last ping of each session: the next one counts the time between them.
create table limit_session_pings (
  session_id text primary key references sessions (id) on delete cascade,
  last_ping_at timestamptz not null
);

-- GET /reasons/selfexclude: the reasons a player may give, in the two dictionary languages.
create table self_exclude_reasons (
  id integer primary key,
  reason_ru text not null,
  reason_en text not null
);
insert into self_exclude_reasons (id, reason_ru, reason_en) values
  (1, 'Я трачу на игру слишком много денег', 'I spend too much money on gambling'),
  (2, 'Я трачу на игру слишком много времени', 'I spend too much time gambling'),
  (3, 'Мне нужен перерыв', 'I need a break'),
  (4, 'Игра мешает моей семье или работе', 'Gambling affects my family or work'),
  (5, 'Другая причина', 'Another reason');
