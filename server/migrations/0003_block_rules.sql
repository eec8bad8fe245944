-- Who is blocked and why, for POST /blocks-api/api/v2/block. reason is a blocking reason of
-- @betshell/domain (BLOCKING_PAGE_BY_REASON), checked by the server before a rule is stored.
-- A rule names a country (the geo country header), a user-agent pattern (a regular expression),
-- or neither (everyone); the order in which rules are tried is in the server, with the rule.
create table block_rules (
  id integer generated always as identity primary key,
  reason integer not null,
  template_type_id integer not null check (template_type_id > 0),
  country text check (country ~ '^[A-Z]{2}$'),
  user_agent_pattern text check (user_agent_pattern <> ''),
  created_at timestamptz not null default now(),
  check (country is null or user_agent_pattern is null)
);

-- Internet Explorer (MSIE up to 10, Trident for 11) cannot run the site: reason 17 is the
-- block-ie page (spec/shell.md section 4); template 2, not a geographic block.
insert into block_rules (reason, template_type_id, user_agent_pattern)
values (17, 2, 'MSIE |Trident/');
