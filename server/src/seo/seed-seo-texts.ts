import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeoContent, SeoVisual } from '@betshell/domain/seo';
import type { Database } from '../db/database';

/** The release's SEO content and visuals: server/content/seo/texts.json. */
export const SEO_TEXTS_FILE = join(__dirname, '..', '..', 'content', 'seo', 'texts.json');

interface ShippedTexts {
  readonly contents: Readonly<Record<string, readonly SeoContent[]>>;
  readonly visuals: Readonly<Record<string, readonly SeoVisual[]>>;
}

/**
 * Writes the release's SEO content and visuals like the page data (seed-seo-pages.ts): new rows
 * are added, changed ones updated, and a row an operator has edited stays as the operator left it.
 * Answers the rows written.
 */
export async function seedSeoTexts(db: Database, file = SEO_TEXTS_FILE): Promise<number> {
  const shipped = JSON.parse(await readFile(file, 'utf8')) as ShippedTexts;
  const contents = Object.entries(shipped.contents).flatMap(([lng, list]) =>
    list.map((item) => ({ lng, ...item })),
  );
  const visuals = Object.entries(shipped.visuals).flatMap(([lng, list]) =>
    list.map((item) => ({ lng, ...item })),
  );
  return db.transaction(async (tx) => {
    const written = await tx.query(
      `insert into seo_contents (lng, url_path, heading, paragraphs)
       select lng, url_path, heading, paragraphs::jsonb
         from unnest($1::text[], $2::text[], $3::text[], $4::text[])
           as shipped (lng, url_path, heading, paragraphs)
       on conflict (lng, url_path) do update set
         heading = excluded.heading, paragraphs = excluded.paragraphs, updated_at = now()
       where seo_contents.edited_by_operator_at is null
         and (seo_contents.heading, seo_contents.paragraphs)
             is distinct from (excluded.heading, excluded.paragraphs)
       returning url_path`,
      [
        contents.map((item) => item.lng),
        contents.map((item) => item.urlPath),
        contents.map((item) => item.heading),
        contents.map((item) => JSON.stringify(item.paragraphs)),
      ],
    );
    const drawn = await tx.query(
      `insert into seo_visuals (lng, url_path, h1, image_url, image_alt, image_width, image_height)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[])
       on conflict (lng, url_path) do update set
         h1 = excluded.h1, image_url = excluded.image_url, image_alt = excluded.image_alt,
         image_width = excluded.image_width, image_height = excluded.image_height,
         updated_at = now()
       where seo_visuals.edited_by_operator_at is null
         and (seo_visuals.h1, seo_visuals.image_url, seo_visuals.image_alt,
              seo_visuals.image_width, seo_visuals.image_height)
             is distinct from (excluded.h1, excluded.image_url, excluded.image_alt,
              excluded.image_width, excluded.image_height)
       returning url_path`,
      [
        visuals.map((item) => item.lng),
        visuals.map((item) => item.urlPath),
        visuals.map((item) => item.h1),
        visuals.map((item) => item.image?.url ?? null),
        visuals.map((item) => item.image?.alt ?? ''),
        visuals.map((item) => item.image?.width ?? null),
        visuals.map((item) => item.image?.height ?? null),
      ],
    );
    return written.length + drawn.length;
  });
}
