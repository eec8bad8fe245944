import { FALLBACK_LANGUAGE, type LanguageCode } from '@betshell/domain';
import type { Queryable } from '../db/database';

/**
 * What a stored page of the bonus section is: a bonus and its rules, a partner, a promotion, a CMS
 * landing page, a game's landing page (games-landing/{slug}: its games, the first with its picture
 * and play button), a casino bonus or casino promotion, or one of the section's own pages (`page`:
 * promo, the bonus games' introduction).
 */
export const PROMOTION_PAGE_KINDS = [
  'bonus',
  'partner',
  'promotion',
  'landing',
  'game-landing',
  'casino-bonus',
  'casino-promotion',
  'page',
] as const;
export type PromotionPageKind = (typeof PROMOTION_PAGE_KINDS)[number];

/** A page's address within its kind: lower-case letters, digits and hyphens. */
export const PROMOTION_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}$';

export interface PromotionPage {
  readonly kind: PromotionPageKind;
  readonly slug: string;
  readonly lng: LanguageCode;
  readonly title: string;
  readonly summary: string;
  /** HTML; links to the site are written `/{lng}/...` and keep the reader's language. */
  readonly body: string;
  readonly gameIds: readonly number[];
  readonly position: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export interface StoredPromotionPage extends PromotionPage {
  readonly editedByOperatorAt: string | null;
  readonly updatedAt: string;
}

export interface PromotionPageRepository {
  /** The page in `lng`, else in English (other languages fall back as information pages do). */
  find(
    kind: PromotionPageKind,
    slug: string,
    lng: LanguageCode,
  ): Promise<StoredPromotionPage | null>;
  /**
   * The pages of a kind as a reader of `lng` sees them: each in `lng` where it is written, else in
   * English; by position, then slug.
   */
  list(kind: PromotionPageKind, lng: LanguageCode): Promise<StoredPromotionPage[]>;
  /** Every stored page, for operators. */
  all(filter: { kind?: PromotionPageKind; lng?: LanguageCode }): Promise<StoredPromotionPage[]>;
  /** An operator's write: kept across restarts (the start-up no longer rewrites it). */
  save(page: PromotionPage, now: Date): Promise<StoredPromotionPage>;
  /** Removes a page in one language, or in all; answers how many rows went. */
  remove(kind: PromotionPageKind, slug: string, lng: LanguageCode | null): Promise<number>;
  /** The start-up's write of a shipped page: only when no operator has edited it. */
  seed(page: PromotionPage, now: Date): Promise<boolean>;
}

interface PageRow {
  kind: PromotionPageKind;
  slug: string;
  lng: LanguageCode;
  title: string;
  summary: string;
  body: string;
  game_ids: number[];
  position: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  edited_by_operator_at: Date | string | null;
  updated_at: Date | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const pageOf = (row: PageRow): StoredPromotionPage => ({
  kind: row.kind,
  slug: row.slug,
  lng: row.lng,
  title: row.title,
  summary: row.summary,
  body: row.body,
  gameIds: row.game_ids.map(Number),
  position: Number(row.position),
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  editedByOperatorAt: iso(row.edited_by_operator_at),
  updatedAt: iso(row.updated_at)!,
});

const COLUMNS = 'kind, slug, lng, title, summary, body, game_ids, position, starts_at, ends_at';

const valuesOf = (page: PromotionPage) => [
  page.kind,
  page.slug,
  page.lng,
  page.title,
  page.summary,
  page.body,
  page.gameIds,
  page.position,
  page.startsAt,
  page.endsAt,
];

/** promotion_pages (migration 0380). */
export function createPromotionPageRepository(db: Queryable): PromotionPageRepository {
  return {
    async find(kind, slug, lng) {
      const rows = await db.query<PageRow>(
        `select * from promotion_pages where kind = $1 and slug = $2 and lng in ($3, $4)
          order by lng = $3 desc limit 1`,
        [kind, slug, lng, FALLBACK_LANGUAGE],
      );
      return rows[0] === undefined ? null : pageOf(rows[0]);
    },
    async list(kind, lng) {
      const rows = await db.query<PageRow>(
        `select * from (
           select distinct on (slug) * from promotion_pages
            where kind = $1 and lng in ($2, $3) order by slug, lng = $2 desc
         ) pages order by position, slug`,
        [kind, lng, FALLBACK_LANGUAGE],
      );
      return rows.map(pageOf);
    },
    async all({ kind, lng }) {
      const rows = await db.query<PageRow>(
        `select * from promotion_pages where ($1::text is null or kind = $1)
            and ($2::text is null or lng = $2) order by kind, position, slug, lng`,
        [kind ?? null, lng ?? null],
      );
      return rows.map(pageOf);
    },
    async save(page, now) {
      const [row] = await db.query<PageRow>(
        `insert into promotion_pages (${COLUMNS}, edited_by_operator_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::integer[], $8, $9, $10, $11, $11)
         on conflict (kind, slug, lng) do update set
           title = excluded.title, summary = excluded.summary, body = excluded.body,
           game_ids = excluded.game_ids, position = excluded.position,
           starts_at = excluded.starts_at, ends_at = excluded.ends_at,
           edited_by_operator_at = excluded.edited_by_operator_at, updated_at = excluded.updated_at
         returning *`,
        [...valuesOf(page), now],
      );
      return pageOf(row!);
    },
    async remove(kind, slug, lng) {
      const rows = await db.query(
        `delete from promotion_pages where kind = $1 and slug = $2 and ($3::text is null or lng = $3)
         returning slug`,
        [kind, slug, lng],
      );
      return rows.length;
    },
    async seed(page, now) {
      const rows = await db.query(
        `insert into promotion_pages (${COLUMNS}, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::integer[], $8, $9, $10, $11)
         on conflict (kind, slug, lng) do update set
           title = excluded.title, summary = excluded.summary, body = excluded.body,
           game_ids = excluded.game_ids, position = excluded.position,
           starts_at = excluded.starts_at, ends_at = excluded.ends_at, updated_at = excluded.updated_at
         where promotion_pages.edited_by_operator_at is null
           and (promotion_pages.title, promotion_pages.summary, promotion_pages.body,
                promotion_pages.game_ids, promotion_pages.position)
               is distinct from (excluded.title, excluded.summary, excluded.body,
                excluded.game_ids, excluded.position)
         returning slug`,
        [...valuesOf(page), now],
      );
      return rows.length > 0;
    },
  };
}
