-- Accounts and the ledger. Money is integer minor units (decisions.md). A balance never
-- goes below zero (the check) and never changes without a ledger row: ledger.ts updates the balance
-- and inserts the row in one statement inside the caller's transaction, and the fault suite checks
-- that every balance equals the sum of its rows.
create table accounts (
  id bigint generated always as identity (start with 5000001) primary key,
  player_id bigint not null references players (id) on delete cascade,
  -- 0 main, 4 bonus, 9 currency (spec/shell.md section 3).
  type integer not null check (type in (0, 4, 9)),
  currency text not null,
  balance_minor bigint not null default 0 check (balance_minor >= 0),
  points bigint not null default 0 check (points >= 0),
  is_active boolean not null default false,
  frozen boolean not null default false,
  -- A removed currency account is closed, not deleted: its ledger rows stay, and adding the
  -- currency again reopens it.
  closed boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index accounts_one_per_type_and_currency on accounts (player_id, type, currency);
create unique index accounts_one_main on accounts (player_id) where type = 0;
create unique index accounts_one_active on accounts (player_id) where is_active;

create table ledger_entries (
  id bigint generated always as identity primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  amount_minor bigint not null check (amount_minor <> 0),
  balance_after_minor bigint not null check (balance_after_minor >= 0),
  reason text not null,
  reference text not null,
  created_at timestamptz not null default now()
);
create index ledger_entries_by_account on ledger_entries (account_id, id);

-- Every player has a main account in the currency chosen at registration, active until they pick
-- another: made by the database so that every way a player is stored (each registration type, the
-- operator's tools, tests) gets one.
create function create_main_account() returns trigger language plpgsql as $$
begin
  insert into accounts (player_id, type, currency, is_active) values (new.id, 0, new.currency, true);
  return new;
end;
$$;
create trigger players_main_account after insert on players
  for each row execute function create_main_account();

insert into accounts (player_id, type, currency, is_active)
  select id, 0, currency, true from players;

-- Deposits and withdrawals. A client's idempotency key names one attempt: the same key again answers
-- the payment already made instead of moving money twice.
create table payments (
  id bigint generated always as identity (start with 7000001) primary key,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  kind text not null check (kind in ('deposit', 'withdrawal')),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  status_id integer not null check (status_id between 1 and 5),
  idempotency_key text not null,
  provider_token text unique,
  message text not null default '',
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (player_id, kind, idempotency_key)
);
create index payments_by_player on payments (player_id, created_at desc, id desc);
