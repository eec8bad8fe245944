-- Request counts per key and window for @fastify/rate-limit when REDIS_URL is not set, so that
-- every instance sharing the database shares the limits.
create table rate_limit_hits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

-- Secrets the server makes itself when configuration gives none (the JWT signing key), kept here
-- so that every instance signs and verifies with the same one and restarts keep tokens valid.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
