-- The "log cookie agreement" call of spec/shell.md section 7 (POST /web-api/cookies-agreement
-- ?cookiesAgreeTime=): what a visitor agreed to besides essential cookies, and when, so the site
-- can show a regulator that optional cookies were set only with consent. No personal data: the
-- agreement itself lives in the visitor's cookies_agree_type cookie.
create table cookie_agreements (
  id bigint generated always as identity primary key,
  functional boolean not null,
  marketing boolean not null,
  -- cookiesAgreeTime: when the visitor chose, by the browser's clock.
  agreed_at timestamptz not null,
  recorded_at timestamptz not null default now()
);

create index cookie_agreements_recorded_at on cookie_agreements (recorded_at);
