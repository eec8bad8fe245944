-- Every change of the line the feed or an operator commits, for the browsers' stream
-- (server/src/line/line-changes.ts): `version` grows with each change and is the stream's event id,
-- so every instance on the database answers the same versions; `change` is the event as it is after
-- the change (state, suspension, score, markets' odds, blocks and results), without names. Rows are
-- kept for a retention window; a browser asking from before it is told to read the line again.
create table line_changes (
  version bigserial primary key,
  event_id integer not null references line_events (id),
  change jsonb not null,
  at timestamptz not null default now()
);

create index line_changes_at on line_changes (at);
