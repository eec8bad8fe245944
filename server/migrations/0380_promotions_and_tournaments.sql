-- Bonuses, promotions and casino tournaments as pages (server/src/promotions/, docs/promotions.md).
-- promotion_pages: the stored content of the bonus, partner, promotion, landing and casino bonus
-- pages, one row per page and language; the start-up writes the shipped pages an operator has not
-- edited (edited_by_operator_at), like the information pages.
create table promotion_pages (
  kind text not null
    check (kind in ('bonus', 'partner', 'promotion', 'landing', 'casino-bonus', 'casino-promotion', 'page')),
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  lng text not null,
  title text not null,
  summary text not null default '',
  body text not null,
  -- Casino catalogue games the page names (a bonus: the games its wagering counts on).
  game_ids integer[] not null default '{}',
  position integer not null default 0,
  -- A promotion's period as the page shows it; null: none.
  starts_at timestamptz,
  ends_at timestamptz,
  edited_by_operator_at timestamptz,
  updated_at timestamptz not null,
  primary key (kind, slug, lng)
);

-- A casino tournament: its games, period and prize table (minor units of its currency, by place).
-- Points are the stakes of casino_wallet_transactions on its games in its period, read when asked,
-- so the leaderboard moves with every round. ended_at is set once, in the transaction that pays.
create table tournaments (
  id bigint generated always as identity primary key,
  titles jsonb not null,
  descriptions jsonb not null default '{}',
  game_ids integer[] not null check (cardinality(game_ids) > 0),
  currency text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  prizes_minor bigint[] not null check (cardinality(prizes_minor) > 0),
  ended_at timestamptz,
  created_at timestamptz not null
);

-- The prizes paid: one row per place, and per player, of a tournament, each with its ledger row.
create table tournament_prizes (
  tournament_id bigint not null references tournaments (id) on delete cascade,
  place integer not null check (place > 0),
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  points_minor bigint not null,
  amount_minor bigint not null check (amount_minor > 0),
  ledger_entry_id bigint not null references ledger_entries (id),
  primary key (tournament_id, place),
  unique (tournament_id, player_id)
);
