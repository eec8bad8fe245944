-- Server-side sessions behind the HttpOnly session cookie. The cookie holds a random token; only
-- its SHA-256 is stored, so a copy of this table signs nobody in. A session ends by logout,
-- inactivity, its absolute lifetime, a password change or an operator (ended_at, end_reason).
create table sessions (
  id text primary key,
  player_id bigint not null references players (id) on delete cascade,
  created_at timestamptz not null,
  last_active_at timestamptz not null,
  persistent boolean not null default false,
  ended_at timestamptz,
  end_reason text,
  address text
);
create index sessions_live_by_player on sessions (player_id) where ended_at is null;
