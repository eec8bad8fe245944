-- Cash-out: a player closes an open coupon, or a part of its stake, at the value the line gives it
-- now. amount_minor stays the stake placed (the limits count it); what was cashed out is kept
-- beside it, and settlement plays only the stake left. A coupon cashed out as a whole is
-- 'cashed-out', its payout_minor every cash-out it paid.
alter table coupons drop constraint coupons_state_check;
alter table coupons add constraint coupons_state_check
  check (state in ('open', 'vip-pending', 'won', 'lost', 'void', 'refused', 'cashed-out'));
alter table coupons
  add column cashed_out_stake_minor bigint not null default 0 check (cashed_out_stake_minor >= 0),
  add column cashed_out_minor bigint not null default 0 check (cashed_out_minor >= 0);

-- Each cash-out once: the browser's request id again answers the first (ledger reason
-- bet-cash-out, reference coupon:<id>:cash-out:<row id>).
create table coupon_cash_outs (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  request_id text not null,
  stake_minor bigint not null check (stake_minor > 0),
  value_minor bigint not null check (value_minor > 0),
  whole boolean not null,
  created_at timestamptz not null,
  unique (coupon_id, request_id)
);
