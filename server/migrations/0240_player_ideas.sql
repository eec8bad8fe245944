-- The office share-idea page (spec/shell.md section 2.5): a player's idea for the site, with a
-- topic and a text, and the operator's answer (`npm run ops -- ideas answer`), which the player
-- reads on the same page.
create table player_ideas (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  topic text not null,
  text text not null,
  created_at timestamptz not null default now(),
  answer text,
  answered_at timestamptz
);
create index player_ideas_by_player on player_ideas (player_id, id);
create index player_ideas_unanswered on player_ideas (id) where answer is null;
