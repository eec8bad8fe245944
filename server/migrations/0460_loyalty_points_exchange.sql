-- Loyalty points exchanged for a bonus (server/src/loyalty/, docs/loyalty.md). The points earned
-- are still read from the stakes (0420); what a player spent is written here, one row per exchange,
-- in the transaction that grants its bonus, so available points are earned less the sum of these.

create table loyalty_point_exchanges (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  points integer not null check (points > 0),
  bonus_id bigint not null references player_bonuses (id) on delete cascade,
  -- The page's key for one press of the button: the same key again is the same exchange.
  idempotency_key text not null,
  created_at timestamptz not null,
  unique (player_id, idempotency_key)
);
create index loyalty_point_exchanges_by_player on loyalty_point_exchanges (player_id, id desc);

-- The bonus the points buy: an offer of the bonus engine like any other, so an operator sets its
-- amount, wagering and expiry (`npm run ops -- bonuses ...`); a player never takes it free (the
-- bonus routes leave it out of the offers and refuse to take it). Had any number of times.
insert into bonus_offers (name, kind, title_ru, title_en, terms) values
  ('loyalty-points', 'no_deposit', 'Бонус за баллы лояльности', 'Loyalty points bonus',
   '{"percent":null,"amountMinor":10000,"spins":null,"capMinor":null,"minDepositMinor":0,"wageringMultiplier":3,"sportsMinOdds":1.5,"sportsContributionPercent":100,"casinoWeights":{"slot":100,"crash":50,"roulette":10},"casinoDefaultWeightPercent":100,"maxStakeMinor":null,"expiryDays":30,"onePer":"none","countries":[],"currencies":[]}')
on conflict (name) do nothing;
