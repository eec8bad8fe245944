-- One-time codes (six digits by SMS) and links (tokens by e-mail): only a SHA-256 is stored. Each
-- serves one purpose for one target (a phone, an e-mail or a player) once, before expires_at.
create table one_time_secrets (
  id bigint generated always as identity primary key,
  purpose text not null,
  target text not null,
  secret_hash text not null,
  player_id bigint references players (id) on delete cascade,
  payload jsonb not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
create index one_time_secrets_by_target on one_time_secrets (purpose, target, id);
create index one_time_secrets_by_hash on one_time_secrets (secret_hash);
