import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { SITE_LANGUAGES } from '@betshell/domain';
import type { Queryable } from '../db/database';
import {
  createPromotionPageRepository,
  PROMOTION_PAGE_KINDS,
  PROMOTION_SLUG_PATTERN,
  type PromotionPage,
} from './promotion-page-repository';

/**
 * server/content/promotions/<lng>.json: the shipped pages of the bonus section, every page in ru
 * and en, the games' landing pages in all six languages.
 */
export const PROMOTIONS_DIR = join(__dirname, '..', '..', 'content', 'promotions');

/** The languages pages are shipped in; a page a language lacks is read in English. */
export const SHIPPED_PROMOTION_LANGUAGES = SITE_LANGUAGES;

const shippedFile = Compile(
  Type.Array(
    Type.Object(
      {
        kind: Type.Union(PROMOTION_PAGE_KINDS.map((kind) => Type.Literal(kind))),
        slug: Type.String({ pattern: PROMOTION_SLUG_PATTERN }),
        title: Type.String({ minLength: 1 }),
        summary: Type.String(),
        body: Type.String(),
        gameIds: Type.Optional(Type.Array(Type.Integer())),
        position: Type.Optional(Type.Integer()),
      },
      { additionalProperties: false },
    ),
  ),
);

/** The shipped pages, every language's. */
export async function readShippedPromotionPages(dir = PROMOTIONS_DIR): Promise<PromotionPage[]> {
  const pages: PromotionPage[] = [];
  for (const lng of SHIPPED_PROMOTION_LANGUAGES) {
    const file: unknown = JSON.parse(await readFile(join(dir, `${lng}.json`), 'utf8'));
    if (!shippedFile.Check(file)) throw new Error(`${dir}/${lng}.json is not a list of pages`);
    for (const page of file) {
      pages.push({
        ...page,
        lng,
        gameIds: page.gameIds ?? [],
        position: page.position ?? 0,
        startsAt: null,
        endsAt: null,
      });
    }
  }
  return pages;
}

/**
 * Writes the shipped pages no operator has edited (an operator's edit survives a restart and a
 * release); answers how many it wrote.
 */
export async function seedPromotionPages(db: Queryable, dir = PROMOTIONS_DIR): Promise<number> {
  const repository = createPromotionPageRepository(db);
  const now = new Date();
  let written = 0;
  for (const page of await readShippedPromotionPages(dir)) {
    if (await repository.seed(page, now)) written += 1;
  }
  return written;
}
