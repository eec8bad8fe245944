-- The SEO content and visual calls (spec/limits-coupon-signin.md section 7; paths ours:
-- GET /web-api/seo/content and /web-api/seo/visual). Like seo_pages, one row per language and
-- url path pattern (`/`, `/line/*`); the most specific pattern covering a page serves it
-- (domain/src/seo/seo-texts.ts). The release's rows (server/content/seo/texts.json) are written at
-- start-up; a row an operator has edited (edited_by_operator_at set) keeps the operator's values.

-- The text block a page shows for search engines: a heading and plain-text paragraphs.
create table seo_contents (
  lng text not null,
  url_path text not null,
  heading text not null,
  -- ["paragraph", ...], plain text
  paragraphs jsonb not null default '[]'::jsonb,
  edited_by_operator_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (lng, url_path)
);

-- The page's visible heading (h1) and its image, with the image's size.
create table seo_visuals (
  lng text not null,
  url_path text not null,
  h1 text not null,
  image_url text,
  image_alt text not null default '',
  image_width integer check (image_width > 0),
  image_height integer check (image_height > 0),
  edited_by_operator_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (lng, url_path),
  check ((image_url is null) = (image_width is null) and (image_url is null) = (image_height is null))
);
