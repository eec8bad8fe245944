-- What a player accepted to register (server/src/players/registration-acceptance.ts): a licensed
-- site must show when a player accepted which terms and confirmed being of age. Written in the
-- transaction that creates the player, so no account exists without it. terms_version names the
-- terms in force then: the published_at of terms_publications as ISO 8601, or 'initial' for the
-- terms the site started with, before any publication. age_limit is the age the player confirmed
-- (the site config's ageLimit at that moment). Players registered before this table have no row.
create table registration_acceptances (
  player_id bigint primary key references players (id) on delete cascade,
  accepted_at timestamptz not null,
  terms_version text not null,
  age_limit integer not null check (age_limit >= 0)
);
