import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeoMeta } from '@betshell/domain';
import type { Database } from '../db/database';

/** The release's SEO page data and metas: server/content/seo/pages.json. */
export const SEO_CONTENT_FILE = join(__dirname, '..', '..', 'content', 'seo', 'pages.json');

interface ShippedEntry {
  readonly urlPath: string;
  readonly title: string;
  readonly description: string;
  readonly metaRobots?: string;
}

interface ShippedSeo {
  readonly pages: Readonly<Record<string, readonly ShippedEntry[]>>;
  readonly metas: Readonly<Record<string, readonly SeoMeta[]>>;
}

/**
 * Writes the release's SEO entries: new ones are added, changed ones updated, and an entry an
 * operator has edited stays as the operator left it (like the information
 * pages). The release's metas replace the stored metas of their language. Answers the rows written.
 */
export async function seedSeoPages(db: Database, file = SEO_CONTENT_FILE): Promise<number> {
  const shipped = JSON.parse(await readFile(file, 'utf8')) as ShippedSeo;
  const entries = Object.entries(shipped.pages).flatMap(([lng, pages]) =>
    pages.map((page) => ({ lng, ...page })),
  );
  const metas = Object.entries(shipped.metas).flatMap(([lng, list]) =>
    list.map((meta) => ({ lng, ...meta })),
  );
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `insert into seo_pages (lng, url_path, title, description, meta_robots)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       on conflict (lng, url_path) do update set
         title = excluded.title, description = excluded.description,
         meta_robots = excluded.meta_robots, updated_at = now()
       where seo_pages.edited_by_operator_at is null
         and (seo_pages.title, seo_pages.description, seo_pages.meta_robots)
             is distinct from (excluded.title, excluded.description, excluded.meta_robots)
       returning url_path`,
      [
        entries.map((entry) => entry.lng),
        entries.map((entry) => entry.urlPath),
        entries.map((entry) => entry.title),
        entries.map((entry) => entry.description),
        entries.map((entry) => entry.metaRobots ?? null),
      ],
    );
    await tx.query('delete from seo_metas where lng = any($1::text[])', [
      Object.keys(shipped.metas),
    ]);
    await tx.query(
      `insert into seo_metas (lng, name, url_path, content)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
      [
        metas.map((meta) => meta.lng),
        metas.map((meta) => meta.name),
        metas.map((meta) => meta.urlPath),
        metas.map((meta) => meta.content),
      ],
    );
    return rows.length;
  });
}
