-- Analytics. The counters the browser is told to load, per domain (host name) and project
-- (the site config's group_id); a null domain or project matches every one.
create table analytics_counters (
  id bigserial primary key,
  counter_id integer not null,
  counter_key text not null,
  script_url text not null,
  domain text,
  project_id integer,
  created_at timestamptz not null default now()
);

-- The collector: one row per event, by its numeric id (domain ANALYTICS_EVENTS). No player id and
-- no address: what happened, on which page, when.
create table analytics_events (
  id bigserial primary key,
  event_id integer not null,
  label text,
  path text not null,
  happened_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index analytics_events_received_at on analytics_events (received_at);

-- The performance reports: one row per Web Vital measured, per route.
create table web_vitals (
  id bigserial primary key,
  route text not null,
  name text not null,
  value double precision not null,
  received_at timestamptz not null default now()
);
create index web_vitals_received_at on web_vitals (received_at);
