-- The site configuration served at GET /bff-api/config/all.json: one row per field of SiteConfig
-- (@betshell/domain), so that an operator changes one flag without rewriting the others.
create table site_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- No rows here: the server adds the defaults of @betshell/domain (DEFAULT_SITE_CONFIG) that the
-- table lacks at every start, so operators' edits are never overwritten.
