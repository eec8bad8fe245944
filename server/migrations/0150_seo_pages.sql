-- SEO page data (spec/limits-coupon-signin.md section 3) per language and url path pattern: an
-- exact path under the language (`/casino`) or a prefix ending `/*` (`/line/*`); the most
-- specific pattern covering a page gives its data (domain/src/seo). The release's entries
-- (server/content/seo) are written at start-up; an entry an operator has edited
-- (edited_by_operator_at set) keeps the operator's values.
create table seo_pages (
  lng text not null,
  url_path text not null,
  title text not null,
  description text not null default '',
  meta_robots text,
  -- null, {"mode":"url","targetUrl":...} or {"mode":"mirror","domain":...}
  custom_canonical jsonb,
  -- [{"kind":"image"|"video","url":...}]
  media jsonb not null default '[]'::jsonb,
  edited_by_operator_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (lng, url_path)
);

-- Extra metas (name, content) each for the pages its url path pattern covers.
create table seo_metas (
  lng text not null,
  name text not null,
  url_path text not null,
  content text not null,
  primary key (lng, name, url_path)
);
