import type { Database } from '../db/database';
import { PAGES_DIR, readShippedPages } from './read-shipped-pages';

/**
 * Writes the release's pages to information_pages: new pages are added, pages the release changed
 * are updated, and a page an operator has edited stays as the operator left it (like the dictionary
 * seed, an operator's edit survives every later start). Answers how many rows were written.
 */
export async function seedInformationPages(db: Database, dir = PAGES_DIR): Promise<number> {
  const pages = await readShippedPages(dir);
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `insert into information_pages
         (lng, path, title, description, body, sort_order, published_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::integer[], $7::timestamptz[])
       on conflict (lng, path) do update set
         title = excluded.title, description = excluded.description, body = excluded.body,
         sort_order = excluded.sort_order, published_at = excluded.published_at, updated_at = now()
       where information_pages.edited_by_operator_at is null
         and (information_pages.title, information_pages.description, information_pages.body,
              information_pages.sort_order, information_pages.published_at)
             is distinct from
             (excluded.title, excluded.description, excluded.body, excluded.sort_order,
              excluded.published_at)
       returning path`,
      [
        pages.map((page) => page.lng),
        pages.map((page) => page.path),
        pages.map((page) => page.title),
        pages.map((page) => page.description),
        pages.map((page) => page.body),
        pages.map((page) => page.order),
        pages.map((page) => page.publishedAt),
      ],
    );
    return rows.length;
  });
}
