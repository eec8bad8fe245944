-- Moved pages, for POST /redirects-api/api/v1/redirect-light: a path (with its language segment,
-- /ru/old-promo) and where it moves to. One rule per path; the server refuses a rule that would
-- make a chain come back to where it started.
create table redirect_rules (
  from_path text primary key check (from_path like '/%'),
  to_path text not null check (to_path like '/%'),
  code integer not null check (code in (301, 302)),
  reason text not null default '',
  created_at timestamptz not null default now()
);
