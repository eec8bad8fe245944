-- Attempts at a secret (a password, a login code) per account and per address, reserved before the
-- secret is compared: one upsert counts the attempt only while the count is under the limit, so a
-- burst of parallel guesses gets at most the limit's comparisons (decisions.md: 5 for an account or
-- 20 from an address in 15 minutes, then a captcha). A failure keeps its attempt; a success gives
-- it back. The window starts at the first attempt and its count ends with it.
create table login_attempt_counters (
  key text primary key,
  attempts integer not null,
  window_ends_at timestamptz not null
);

-- Replaced by the counters above, which can be checked and counted in one statement.
drop table login_failures;
