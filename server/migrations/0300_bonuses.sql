-- The bonus engine (server/src/bonuses/, docs/bonuses.md). An offer is a kind and the terms an
-- operator sets; a promo code names an offer. A player's bonus is one row of player_bonuses that
-- moves pending -> active -> wagered | expired | forfeited (or cancelled): the money it holds sits
-- on the player's bonus account, and each move of it is a ledger row named `bonus:<id>:<move>`,
-- made only by the status change that owns it, under the row's lock, so each happens once.

create table bonus_offers (
  id bigint generated always as identity primary key,
  -- The operator's name for it, e.g. welcome-sport.
  name text not null unique,
  kind text not null
    check (kind in ('deposit_match', 'free_bet', 'free_spins', 'cashback', 'no_deposit')),
  title_ru text not null,
  title_en text not null,
  terms jsonb not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table promo_codes (
  code text primary key,
  offer_id bigint not null references bonus_offers (id) on delete cascade,
  starts_at timestamptz,
  ends_at timestamptz,
  -- How many players may use it; null: any number.
  max_uses integer check (max_uses is null or max_uses > 0),
  uses integer not null default 0 check (uses >= 0),
  -- A code made for one player only.
  player_id bigint references players (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table player_bonuses (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  offer_id bigint not null references bonus_offers (id),
  -- What makes the grant once: `offer:<id>` for an offer a player has once, else its cause.
  grant_key text not null,
  status text not null
    check (status in ('pending', 'active', 'wagered', 'expired', 'forfeited', 'cancelled')),
  currency text not null,
  account_id bigint references accounts (id),
  -- The terms as they were when taken: an operator's later change does not move the goal.
  terms jsonb not null,
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  wager_required_minor bigint not null default 0 check (wager_required_minor >= 0),
  wagered_minor bigint not null default 0 check (wagered_minor >= 0),
  released_minor bigint not null default 0 check (released_minor >= 0),
  promo_code text,
  visitor_id text,
  taken_at timestamptz not null,
  granted_at timestamptz,
  expires_at timestamptz,
  ended_at timestamptz,
  unique (player_id, grant_key)
);
-- One bonus at a time: the bonus account holds one bonus's money, so its remainder is that bonus's.
create unique index player_bonuses_one_open on player_bonuses (player_id)
  where status in ('pending', 'active');
create index player_bonuses_by_visitor on player_bonuses (offer_id, visitor_id);

-- The stakes counted towards a bonus's wagering, once each (a retried placement counts once).
create table bonus_wagering_stakes (
  bonus_id bigint not null references player_bonuses (id) on delete cascade,
  reference text not null,
  stake_minor bigint not null,
  counted_minor bigint not null,
  created_at timestamptz not null,
  primary key (bonus_id, reference)
);

-- The devices (fingerprint visitor ids) a player registered or took a bonus from: a household.
create table player_visitors (
  player_id bigint not null references players (id) on delete cascade,
  visitor_id text not null,
  primary key (player_id, visitor_id)
);
create index player_visitors_by_visitor on player_visitors (visitor_id);

-- The office's "no bonuses for me".
alter table players add column bonuses_declined boolean not null default false;

-- The registration's two bonus choices, which were a fixed 100 % of the first deposit up to
-- 10 000.00: now offers on the engine, with wagering.
insert into bonus_offers (name, kind, title_ru, title_en, terms) values
  ('welcome-sport', 'deposit_match', 'Бонус на первый депозит: спорт', 'First deposit bonus: sports',
   '{"percent":100,"amountMinor":null,"spins":null,"capMinor":1000000,"minDepositMinor":100,"wageringMultiplier":5,"sportsMinOdds":1.5,"sportsContributionPercent":100,"casinoWeights":{"slot":0,"crash":0,"roulette":0},"casinoDefaultWeightPercent":0,"maxStakeMinor":null,"expiryDays":30,"onePer":"player","countries":[],"currencies":[]}'),
  ('welcome-casino', 'deposit_match', 'Бонус на первый депозит: казино', 'First deposit bonus: casino',
   '{"percent":100,"amountMinor":null,"spins":null,"capMinor":1000000,"minDepositMinor":100,"wageringMultiplier":30,"sportsMinOdds":1.5,"sportsContributionPercent":0,"casinoWeights":{"slot":100,"crash":50,"roulette":10},"casinoDefaultWeightPercent":100,"maxStakeMinor":500000,"expiryDays":30,"onePer":"player","countries":[],"currencies":[]}');

-- Each move of a bonus's money is written once per account, whatever retries or races happen.
create unique index ledger_entries_bonus_once on ledger_entries (account_id, reference)
  where reason like 'bonus-%';
