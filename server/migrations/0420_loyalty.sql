-- The loyalty programme (server/src/loyalty/, docs/loyalty.md). Points and levels are read from
-- the stakes already recorded (coupons, casino wallet bets), so nothing here counts them.

-- The weekly cashback paid: one row per player, week and account, written in the same
-- transaction as the ledger credit it names, so a second run of the job (the same instance again,
-- or another instance at the same time) finds the row and pays nothing.
create table loyalty_cashback_payments (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  week_start date not null,
  programme text not null check (programme in ('vipcashback', 'premiumcashback')),
  level_id integer not null,
  net_loss_minor bigint not null check (net_loss_minor > 0),
  amount_minor bigint not null check (amount_minor > 0),
  -- Null only inside the paying transaction: the row is claimed first (a second payer waits on it
  -- and then finds it), the credit made, and its entry written here before the commit.
  ledger_entry_id bigint references ledger_entries (id),
  paid_at timestamptz not null,
  unique (player_id, week_start, account_id)
);
create index loyalty_cashback_by_player on loyalty_cashback_payments (player_id, week_start desc);

-- The loyalty ledger reasons are idempotent on their reference as well: one credit per key.
create unique index ledger_entries_loyalty_once on ledger_entries (reason, reference)
  where reason in ('loyalty-cashback', 'bring-friend-reward');

-- Bring a friend: the player whose link (?bf=<id>, the bf_id cookie) a new player came by.
alter table players add column bring_friend_referrer_id bigint references players (id)
  on delete set null;
create index players_by_bring_friend_referrer on players (bring_friend_referrer_id)
  where bring_friend_referrer_id is not null;

-- The devices (fingerprint visitor ids) a player was seen on: at registration and on the
-- bring-a-friend page. A friend seen on a device of the referrer earns no reward.
create table player_devices (
  player_id bigint not null references players (id) on delete cascade,
  visitor_id text not null,
  seen_at timestamptz not null,
  primary key (player_id, visitor_id)
);
create index player_devices_by_visitor on player_devices (visitor_id);

-- The bring-a-friend reward, once per friend, in the transaction of its ledger credit.
create table bring_friend_rewards (
  friend_id bigint primary key references players (id) on delete cascade,
  referrer_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  amount_minor bigint not null check (amount_minor > 0),
  -- Set in the claiming transaction, as for the cashback above.
  ledger_entry_id bigint references ledger_entries (id),
  paid_at timestamptz not null
);
create index bring_friend_rewards_by_referrer on bring_friend_rewards (referrer_id);
