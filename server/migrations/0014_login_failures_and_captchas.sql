-- Failed logins, counted per account and per address over the lockout window (decisions.md: 5 for
-- an account or 20 from an address in 15 minutes ask for a captcha).
create table login_failures (
  id bigint generated always as identity primary key,
  account_key text not null,
  address text not null,
  failed_at timestamptz not null
);
create index login_failures_by_account on login_failures (account_key, failed_at);
create index login_failures_by_address on login_failures (address, failed_at);

-- Captchas the server drew: the answer's SHA-256, its life, and whether it was used.
create table captchas (
  id text primary key,
  answer_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);

-- Fingerprint tokens (limits-coupon-signin.md: token, expiresAt, componentsData).
create table fingerprints (
  token_hash text primary key,
  visitor_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
