-- A promotion's bonus game (docs/promotions.md, docs/bonus-games.md): a promotion page (kind and
-- slug, in whatever languages it has) may award one bonus game to each player whose deposit of at
-- least min_deposit_minor, in its currency, is credited during the promotion's period (the period
-- its pages show). The deposit's transaction draws the prize and writes the award.
create table promotion_bonus_games (
  kind text not null check (kind in ('promotion', 'casino-promotion')),
  slug text not null,
  game_key text not null,
  min_deposit_minor bigint not null check (min_deposit_minor > 0),
  currency text not null,
  updated_at timestamptz not null,
  primary key (kind, slug)
);

-- Where an award came from: a promotion (and the deposit that qualified), or, both null, an
-- operator. The unique index makes a promotion's award once per player, however many deposits
-- qualify and however many are credited at once.
alter table bonus_game_awards
  add column promotion_kind text,
  add column promotion_slug text,
  add column payment_id bigint references payments (id) on delete set null,
  add check ((promotion_kind is null) = (promotion_slug is null));
create unique index bonus_game_awards_once_per_promotion
  on bonus_game_awards (promotion_kind, promotion_slug, player_id)
  where promotion_slug is not null;
