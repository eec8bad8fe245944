-- The bonus games (spec/shell.md section 2.4): a game an operator or a promotion awards a player.
-- The prize is drawn when awarded (prize_minor, its slot in the game's table, in the currency of
-- the player's main account); revealing it credits the prize once through the ledger
-- (ledger_entry_id) and sets revealed_at, both in one transaction.
create table bonus_game_awards (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  game_key text not null,
  slot integer not null,
  prize_minor bigint not null check (prize_minor > 0),
  currency text not null,
  awarded_at timestamptz not null,
  revealed_at timestamptz,
  ledger_entry_id bigint references ledger_entries (id),
  check ((revealed_at is null) = (ledger_entry_id is null))
);
create index bonus_game_awards_by_player on bonus_game_awards (player_id, game_key, id);
