-- SMS and e-mail waiting for a provider (decisions.md: "sent through an outbox table"). The site
-- has no provider yet: operators and developers read it with `npm run ops -- outbox`.
create table outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_by_recipient on outbox (recipient, id);
