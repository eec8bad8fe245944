-- Support requests (docs/support.md): a signed-in player's request on a topic, or a visitor's
-- contact form, each a thread of messages that operators answer and close through the operator API.
-- A payment request (office/payment/create-request) is a player's request that names one of the
-- player's payments, with the payment consultant's reference when the player came from one.
create table support_requests (
  id bigint generated always as identity (start with 30001) primary key,
  -- The player who opened it; null for a visitor's contact form, which has a name and e-mail.
  player_id bigint references players (id) on delete cascade,
  visitor_name text check (char_length(visitor_name) between 1 and 100),
  visitor_email text check (char_length(visitor_email) between 3 and 254),
  -- domain/src/support/support-topics.ts: SUPPORT_TOPICS; a visitor's form is 'other'.
  topic text not null
    check (topic in ('account', 'deposit', 'withdrawal', 'bets', 'casino', 'bonuses', 'verification', 'other')),
  -- A payment request's sub-topic (PAYMENT_REQUEST_SUB_TOPICS) and payment.
  sub_topic text check (sub_topic ~ '^[a-z][a-z-]{0,39}$'),
  payment_id bigint references payments (id) on delete set null,
  -- The payment_consultant query value the player arrived with (spec/shell.md 2.10 and section 5).
  payment_consultant text check (payment_consultant ~ '^[A-Za-z0-9_-]{1,40}$'),
  -- open: waits for an operator; answered: an operator answered last; closed: done, no more messages.
  -- The site's language the request was written in (ru, en, ua, kz, az, uz): operators answer in it.
  language text not null default 'ru' check (language in ('ru', 'en', 'ua', 'kz', 'az', 'uz')),
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((player_id is null) = (visitor_email is not null and visitor_name is not null)),
  check ((payment_id is null and sub_topic is null) or player_id is not null)
);

create index support_requests_of_player on support_requests (player_id, updated_at desc)
  where player_id is not null;
create index support_requests_by_status on support_requests (status, updated_at desc);

create table support_messages (
  id bigint generated always as identity primary key,
  request_id bigint not null references support_requests (id) on delete cascade,
  -- 'player' or 'visitor' wrote it, or an 'operator' answered.
  author text not null check (author in ('player', 'visitor', 'operator')),
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  -- When the player opened the thread after an operator's answer; null: unread.
  read_at timestamptz
);

create index support_messages_of_request on support_messages (request_id, id);
create index support_messages_unread on support_messages (request_id)
  where author = 'operator' and read_at is null;

-- The files a player sent with a message (uploads, purpose 'support').
create table support_attachments (
  message_id bigint not null references support_messages (id) on delete cascade,
  upload_id text not null references uploads (id) on delete cascade,
  primary key (message_id, upload_id)
);
