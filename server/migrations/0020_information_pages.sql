-- The information pages (spec/shell.md section 2.6) by language and path under the language:
-- `about`, `rules/sport`, `rules/sport/settlement`, `news/<slug>`. Served as the JSON render-mode
-- view `information` at GET /views/information/{lng}/{path}. The release's pages
-- (server/content/pages) are written at start-up; a page an operator has edited
-- (edited_by_operator_at set) keeps the operator's text.
create table information_pages (
  lng text not null,
  path text not null,
  title text not null,
  description text not null default '',
  body text not null,
  style text not null default '',
  -- Where the page stands among its siblings in its parent's list; then newest published first.
  sort_order integer,
  published_at timestamptz,
  edited_by_operator_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (lng, path)
);
