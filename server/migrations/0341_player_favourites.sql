-- A signed-in player's favourite games and championships (docs/sportsbook-and-coupon.md,
-- Favourites): kept across sign-ins and devices. A game or championship that leaves the line
-- stays listed until the player removes it; the list answers only those the line still holds.
create table player_favourites (
  player_id bigint not null references players (id) on delete cascade,
  kind text not null check (kind in ('event', 'champ')),
  target_id integer not null check (target_id > 0),
  created_at timestamptz not null default now(),
  primary key (player_id, kind, target_id)
);
