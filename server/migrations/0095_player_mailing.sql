-- The player's mailing flags (spec/limits-coupon-signin.md section 3). All off by default: a
-- player opts in to each mailing.
alter table players
  add column enable_mail_news boolean not null default false,
  add column enable_mail_deposit boolean not null default false,
  add column enable_mail_bets boolean not null default false,
  add column enable_sms_news boolean not null default false;
