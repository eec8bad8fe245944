-- Toto and lotto (server/src/lottery/, docs/lottery-games.md). Money moves only through the
-- ledger: a coupon or ticket is bought with one debit, a settled one paid with one credit, in the
-- transaction that changes its state; a draw is settled once, under its row's lock, its status
-- saying it is done.

-- A toto draw: fifteen matches, sold until sales_close_at or until an operator settles it. The
-- jackpot is what the draw before carried (categories nobody won, rounding), per currency.
create table toto_draws (
  id bigint generated always as identity (start with 101) primary key,
  status text not null check (status in ('open', 'settled')),
  sales_close_at timestamptz not null,
  jackpot_in jsonb not null default '{}',
  settled_at timestamptz,
  created_at timestamptz not null
);
-- One draw is on sale at a time (the demo opens the next when one is settled).
create unique index toto_draws_one_open on toto_draws (status) where status = 'open';

create table toto_draw_matches (
  draw_id bigint not null references toto_draws (id) on delete cascade,
  position integer not null check (position between 1 and 15),
  home text not null,
  away text not null,
  result text check (result in ('1', 'X', '2', 'cancelled')),
  primary key (draw_id, position)
);

create table toto_coupons (
  id bigint generated always as identity (start with 300001) primary key,
  draw_id bigint not null references toto_draws (id) on delete cascade,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  currency text not null,
  -- Fifteen picks, each the outcomes played of one match: "1", "1X", "1X2" ...
  picks text[] not null,
  combinations integer not null check (combinations > 0),
  stake_minor bigint not null check (stake_minor > 0),
  -- The browser's id of the purchase: the same id again answers the coupon bought.
  client_id text not null,
  state text not null check (state in ('open', 'won', 'lost')),
  best_correct integer,
  payout_minor bigint not null default 0,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (player_id, client_id)
);
create index toto_coupons_by_draw on toto_coupons (draw_id, id);
create index toto_coupons_by_player on toto_coupons (player_id, id desc);

-- A settled draw's categories per currency: the fund, the winning combinations, what each got.
create table toto_draw_categories (
  draw_id bigint not null references toto_draws (id) on delete cascade,
  currency text not null,
  correct integer not null,
  winners integer not null,
  fund_minor bigint not null,
  per_combination_minor bigint not null,
  primary key (draw_id, currency, correct)
);

create table toto_draw_pools (
  draw_id bigint not null references toto_draws (id) on delete cascade,
  currency text not null,
  stakes_minor bigint not null,
  pool_minor bigint not null,
  operator_minor bigint not null,
  carried_minor bigint not null,
  combinations bigint not null,
  losing_combinations bigint not null,
  primary key (draw_id, currency)
);

-- The catalogue of lotteries (demo content): the rules of lotto-rules.ts and a ticket's price in
-- base stakes (LOTTERY_BASE_STAKES of the domain, per currency).
create table lotteries (
  id integer primary key,
  slug text not null unique,
  name text not null,
  pick_count integer not null check (pick_count > 0),
  max_number integer not null check (max_number > pick_count),
  price_units integer not null check (price_units > 0),
  prize_multipliers jsonb not null,
  -- How long a draw is on sale after it opens.
  draw_every_hours integer not null,
  position integer not null
);
insert into lotteries (id, slug, name, pick_count, max_number, price_units, prize_multipliers,
                       draw_every_hours, position) values
  (1, '6-of-45', '6/45', 6, 45, 1, '{"3": 3, "4": 40, "5": 1500, "6": 200000}', 24, 1),
  (2, '5-of-36', '5/36', 5, 36, 1, '{"2": 1, "3": 10, "4": 250, "5": 50000}', 12, 2),
  (3, 'keno-4-of-20', 'Keno 4/20', 4, 20, 2, '{"2": 1, "3": 8, "4": 120}', 2, 3);

-- A lotto draw commits to sha256(server_seed) when it opens; the seed is shown only once drawn.
create table lotto_draws (
  id bigint generated always as identity (start with 5001) primary key,
  lottery_id integer not null references lotteries (id),
  status text not null check (status in ('open', 'drawn')),
  seed_hash text not null,
  server_seed text not null,
  sales_close_at timestamptz not null,
  numbers integer[],
  drawn_at timestamptz,
  created_at timestamptz not null
);
create unique index lotto_draws_one_open on lotto_draws (lottery_id) where status = 'open';
create index lotto_draws_by_lottery on lotto_draws (lottery_id, id desc);

create table lotto_tickets (
  id bigint generated always as identity (start with 700001) primary key,
  draw_id bigint not null references lotto_draws (id) on delete cascade,
  player_id bigint not null references players (id) on delete cascade,
  account_id bigint not null references accounts (id) on delete cascade,
  currency text not null,
  numbers integer[] not null,
  price_minor bigint not null check (price_minor > 0),
  client_id text not null,
  state text not null check (state in ('open', 'won', 'lost')),
  matches integer,
  payout_minor bigint not null default 0,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (player_id, client_id)
);
create index lotto_tickets_by_draw on lotto_tickets (draw_id, id);
create index lotto_tickets_by_player on lotto_tickets (player_id, id desc);
