import type { LanguageCode } from '@betshell/domain';
import type { Queryable } from '../db/database';

export interface InformationPage {
  readonly lng: LanguageCode;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** HTML. */
  readonly body: string;
  readonly style: string;
  readonly order: number | null;
  /** ISO instant, for news and blog posts. */
  readonly publishedAt: string | null;
  readonly editedByOperatorAt: string | null;
  readonly updatedAt: string;
}

/** A page as the release or an operator writes it. */
export type InformationPageContent = Pick<
  InformationPage,
  'title' | 'description' | 'body' | 'style' | 'order' | 'publishedAt'
>;

export interface InformationPageRepository {
  find(lng: LanguageCode, path: string): Promise<InformationPage | null>;
  /** The pages one level under `path`, in list order: `order`, then newest first, then title. */
  children(lng: LanguageCode, path: string): Promise<InformationPage[]>;
  /** The languages that have the page. */
  languagesOf(path: string): Promise<LanguageCode[]>;
  /** Every page's path with the languages that have it (SEO alternates and the sitemap). */
  pathLanguages(): Promise<Map<string, LanguageCode[]>>;
  list(lng?: LanguageCode): Promise<InformationPage[]>;
  /** An operator's write: stamped, so later releases leave it alone. Answers whether it was new. */
  writeByOperator(lng: LanguageCode, path: string, page: InformationPageContent): Promise<boolean>;
}

const COLUMNS = `lng, path, title, description, body, style, sort_order as "order",
  published_at as "publishedAt", edited_by_operator_at as "editedByOperatorAt",
  updated_at as "updatedAt"`;

type Row = Omit<InformationPage, 'publishedAt' | 'editedByOperatorAt' | 'updatedAt'> & {
  publishedAt: Date | string | null;
  editedByOperatorAt: Date | string | null;
  updatedAt: Date | string;
};

const instant = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function pageOf(row: Row): InformationPage {
  return {
    ...row,
    publishedAt: instant(row.publishedAt),
    editedByOperatorAt: instant(row.editedByOperatorAt),
    updatedAt: instant(row.updatedAt) ?? '',
  };
}

export function createInformationPageRepository(db: Queryable): InformationPageRepository {
  return {
    async find(lng, path) {
      const [row] = await db.query<Row>(
        `select ${COLUMNS} from information_pages where lng = $1 and path = $2`,
        [lng, path],
      );
      return row === undefined ? null : pageOf(row);
    },

    async children(lng, path) {
      const rows = await db.query<Row>(
        `select ${COLUMNS} from information_pages
          where lng = $1 and path like $2 and path not like $3
          order by sort_order asc nulls last, published_at desc nulls last, title`,
        [lng, `${path}/%`, `${path}/%/%`],
      );
      return rows.map(pageOf);
    },

    async languagesOf(path) {
      const rows = await db.query<{ lng: LanguageCode }>(
        'select lng from information_pages where path = $1 order by lng',
        [path],
      );
      return rows.map((row) => row.lng);
    },

    async pathLanguages() {
      const rows = await db.query<{ path: string; lng: LanguageCode }>(
        'select path, lng from information_pages order by path, lng',
      );
      const languages = new Map<string, LanguageCode[]>();
      for (const row of rows)
        languages.set(row.path, [...(languages.get(row.path) ?? []), row.lng]);
      return languages;
    },

    async list(lng) {
      const rows = await db.query<Row>(
        `select ${COLUMNS} from information_pages
          where $1::text is null or lng = $1 order by path, lng`,
        [lng ?? null],
      );
      return rows.map(pageOf);
    },

    async writeByOperator(lng, path, page) {
      const [row] = await db.query<{ created: boolean }>(
        `insert into information_pages
           (lng, path, title, description, body, style, sort_order, published_at,
            edited_by_operator_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now())
         on conflict (lng, path) do update set
           title = excluded.title, description = excluded.description, body = excluded.body,
           style = excluded.style, sort_order = excluded.sort_order,
           published_at = excluded.published_at, edited_by_operator_at = now(), updated_at = now()
         returning (xmax = 0) as created`,
        [
          lng,
          path,
          page.title,
          page.description,
          page.body,
          page.style,
          page.order,
          page.publishedAt,
        ],
      );
      return row?.created === true;
    },
  };
}
