-- The casino's seamless wallet (server/src/casino-wallet/, docs/casino.md). A game launch makes a
-- session: its launch token (kept as a SHA-256 hash, it travels in a URL) is good once, for two
-- minutes; the provider's authenticate call turns it into a session token (hashed too) that takes
-- bets for twelve hours. Every money call the provider makes is one row of
-- casino_wallet_transactions, unique by the provider's transaction id, with the answer it got, so
-- the same id again answers the first result; the ledger row of the money is named by it.

-- Which of the demo provider's games a catalogue game is played as; null: not launchable.
alter table casino_games add column provider_game text
  check (provider_game in ('slot', 'crash', 'roulette'));
update casino_games set provider_game = 'slot'
  where id in (select game_id from casino_game_categories where category_id = 3);
update casino_games set provider_game = 'crash'
  where id in (select game_id from casino_game_categories where category_id = 4);
update casino_games set provider_game = 'roulette' where route in ('roulette-live', 'wheel-of-luck');

create table casino_sessions (
  id bigint generated always as identity primary key,
  provider text not null,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  game_id integer not null references casino_games (id),
  launch_token_hash text not null unique,
  launch_expires_at timestamptz not null,
  session_token_hash text unique,
  authenticated_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null
);
create index casino_sessions_by_player on casino_sessions (player_id, created_at);

create table casino_wallet_transactions (
  id bigint generated always as identity primary key,
  provider text not null,
  transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  session_id bigint not null references casino_sessions (id) on delete cascade,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  currency text not null,
  round_id text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  -- A rollback names the bet it gives back (known or not: a rollback of an unknown bet is kept so
  -- that bet, arriving late, is refused).
  rolled_back_transaction_id text,
  -- A bet a rollback gave back.
  rolled_back boolean not null default false,
  ledger_entry_id bigint references ledger_entries (id),
  answer jsonb not null,
  created_at timestamptz not null,
  unique (provider, transaction_id)
);
create unique index casino_wallet_one_rollback_per_bet
  on casino_wallet_transactions (provider, rolled_back_transaction_id)
  where kind = 'rollback';
create index casino_wallet_by_round on casino_wallet_transactions (provider, round_id);
-- The limits count a player's stakes and wins in a window.
create index casino_wallet_by_player on casino_wallet_transactions (player_id, created_at);

-- The signatures of the wallet calls accepted within the timestamp window: the same signed
-- message again is a replay.
create table casino_wallet_receipts (
  signature text primary key,
  received_at timestamptz not null
);
create index casino_wallet_receipts_by_time on casino_wallet_receipts (received_at);
