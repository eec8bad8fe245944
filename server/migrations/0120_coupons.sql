-- Placed coupons. The stake left the account in the same transaction as the insert
-- (ledger reason bet-stake, reference coupon:<id>), and a settled coupon's payout is credited in
-- the same transaction as its state change, so money and bets never disagree.
create table coupons (
  id bigint generated always as identity (start with 9000001) primary key,
  player_id bigint not null references players (id) on delete cascade,
  -- The browser's coupon id (CouponToSend.id): the same id again answers this coupon.
  client_id text not null,
  account_id bigint not null references accounts (id) on delete cascade,
  currency text not null,
  type_id integer not null check (type_id in (0, 1, 2, 4, 10)),
  system_value integer,
  -- The whole stake, in minor units; amount_by_block_id holds each block's stake of a type 4.
  amount_minor bigint not null check (amount_minor > 0),
  amount_by_block_id jsonb not null default '{}'::jsonb,
  -- The total odds in thousandths (none for blocks and multiple singles) and the bonus bet's.
  coef_milli bigint,
  bonus_coef_milli integer,
  potential_win_minor bigint not null,
  change_coef_action integer not null,
  -- open: accepted, waiting for results; vip-pending: waits for an operator; refused: an operator
  -- refused the VIP bet and the stake went back.
  state text not null check (state in ('open', 'vip-pending', 'won', 'lost', 'void', 'refused')),
  payout_minor bigint not null default 0 check (payout_minor >= 0),
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (player_id, client_id)
);
create index coupons_by_player on coupons (player_id, created_at desc, id desc);
create index coupons_vip_pending on coupons (id) where state = 'vip-pending';

create table coupon_selections (
  coupon_id bigint not null references coupons (id) on delete cascade,
  position integer not null,
  market_id integer not null references line_markets (id),
  event_id integer not null references line_events (id),
  -- The odds the selection was placed at (the server's, after changeCoefAction), in thousandths.
  coef_milli integer not null,
  block_id integer not null,
  is_banker boolean not null,
  -- Multiple singles: this selection's own stake.
  amount_minor bigint,
  primary key (coupon_id, position)
);
create index coupon_selections_by_event on coupon_selections (event_id);
