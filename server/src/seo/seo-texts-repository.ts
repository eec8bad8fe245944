import type { LanguageCode } from '@betshell/domain';
import type { SeoContent, SeoVisual, SeoVisualImage } from '@betshell/domain/seo';
import type { Queryable } from '../db/database';

/** The two kinds of SEO text (migration 0180): the content block and the visual (h1, image). */
export type SeoTextKind = 'content' | 'visual';

interface Stamped {
  readonly lng: LanguageCode;
  readonly editedByOperatorAt: string | null;
}
export type StoredSeoContent = SeoContent & Stamped;
export type StoredSeoVisual = SeoVisual & Stamped;

export type SeoContentValues = Omit<SeoContent, 'urlPath'>;
export type SeoVisualValues = Omit<SeoVisual, 'urlPath'>;

/** One kind's rows: what the calls read and the operator verbs write. */
export interface SeoTextTable<Stored, Values> {
  /** The rows of one language, or of all, by language and pattern. */
  list(lng?: LanguageCode): Promise<Stored[]>;
  /** The languages that have rows of their own. */
  languages(): Promise<LanguageCode[]>;
  find(lng: LanguageCode, urlPath: string): Promise<Stored | null>;
  /** An operator's write: stamped, so later releases leave it alone. Answers whether it was new. */
  writeByOperator(lng: LanguageCode, urlPath: string, values: Values): Promise<boolean>;
  removeByOperator(lng: LanguageCode, urlPath: string): Promise<boolean>;
}

export interface SeoTextsRepository {
  readonly contents: SeoTextTable<StoredSeoContent, SeoContentValues>;
  readonly visuals: SeoTextTable<StoredSeoVisual, SeoVisualValues>;
}

// PostgreSQL's driver parses jsonb; PGlite does too, but a string is tolerated for safety.
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const stamp = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

interface ContentRow {
  lng: LanguageCode;
  urlPath: string;
  heading: string;
  paragraphs: string[] | string;
  editedByOperatorAt: Date | string | null;
}

interface VisualRow {
  lng: LanguageCode;
  urlPath: string;
  h1: string;
  imageUrl: string | null;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  editedByOperatorAt: Date | string | null;
}

const contentOf = (row: ContentRow): StoredSeoContent => ({
  lng: row.lng,
  urlPath: row.urlPath,
  heading: row.heading,
  paragraphs: json(row.paragraphs),
  editedByOperatorAt: stamp(row.editedByOperatorAt),
});

function imageOf(row: VisualRow): SeoVisualImage | null {
  if (row.imageUrl === null || row.imageWidth === null || row.imageHeight === null) return null;
  return {
    url: row.imageUrl,
    alt: row.imageAlt,
    width: Number(row.imageWidth),
    height: Number(row.imageHeight),
  };
}

const visualOf = (row: VisualRow): StoredSeoVisual => ({
  lng: row.lng,
  urlPath: row.urlPath,
  h1: row.h1,
  image: imageOf(row),
  editedByOperatorAt: stamp(row.editedByOperatorAt),
});

/** What differs between the two tables; the queries around them are the same. */
interface TableShape<Row, Stored, Values> {
  readonly table: 'seo_contents' | 'seo_visuals';
  readonly columns: string;
  readonly valueColumns: readonly string[];
  readonly casts: readonly string[];
  readonly parametersOf: (values: Values) => unknown[];
  readonly storedOf: (row: Row) => Stored;
}

function tableOf<Row extends object, Stored, Values>(
  db: Queryable,
  shape: TableShape<Row, Stored, Values>,
): SeoTextTable<Stored, Values> {
  const { table, columns, valueColumns } = shape;
  const placeholders = valueColumns.map((_column, index) => `$${index + 3}${shape.casts[index]}`);
  const updates = valueColumns.map((column) => `${column} = excluded.${column}`).join(', ');
  return {
    async list(lng) {
      const rows = await db.query<Row>(
        `select ${columns} from ${table} where $1::text is null or lng = $1 order by lng, url_path`,
        [lng ?? null],
      );
      return rows.map(shape.storedOf);
    },
    async languages() {
      const rows = await db.query<{ lng: LanguageCode }>(`select distinct lng from ${table}`);
      return rows.map((row) => row.lng);
    },
    async find(lng, urlPath) {
      const rows = await db.query<Row>(
        `select ${columns} from ${table} where lng = $1 and url_path = $2`,
        [lng, urlPath],
      );
      return rows[0] === undefined ? null : shape.storedOf(rows[0]);
    },
    async writeByOperator(lng, urlPath, values) {
      const rows = await db.query<{ created: boolean }>(
        `insert into ${table} (lng, url_path, ${valueColumns.join(', ')}, edited_by_operator_at)
         values ($1, $2, ${placeholders.join(', ')}, now())
         on conflict (lng, url_path) do update set ${updates},
           edited_by_operator_at = now(), updated_at = now()
         returning (xmax = 0) as created`,
        [lng, urlPath, ...shape.parametersOf(values)],
      );
      return rows[0]?.created === true;
    },
    async removeByOperator(lng, urlPath) {
      const rows = await db.query(
        `delete from ${table} where lng = $1 and url_path = $2 returning url_path`,
        [lng, urlPath],
      );
      return rows.length > 0;
    },
  };
}

export function createSeoTextsRepository(db: Queryable): SeoTextsRepository {
  return {
    contents: tableOf<ContentRow, StoredSeoContent, SeoContentValues>(db, {
      table: 'seo_contents',
      columns: `lng, url_path as "urlPath", heading, paragraphs,
        edited_by_operator_at as "editedByOperatorAt"`,
      valueColumns: ['heading', 'paragraphs'],
      casts: ['', '::jsonb'],
      parametersOf: (values) => [values.heading, JSON.stringify(values.paragraphs)],
      storedOf: contentOf,
    }),
    visuals: tableOf<VisualRow, StoredSeoVisual, SeoVisualValues>(db, {
      table: 'seo_visuals',
      columns: `lng, url_path as "urlPath", h1, image_url as "imageUrl", image_alt as "imageAlt",
        image_width as "imageWidth", image_height as "imageHeight",
        edited_by_operator_at as "editedByOperatorAt"`,
      valueColumns: ['h1', 'image_url', 'image_alt', 'image_width', 'image_height'],
      casts: ['', '', '', '::int', '::int'],
      parametersOf: (values) => [
        values.h1,
        values.image?.url ?? null,
        values.image?.alt ?? '',
        values.image?.width ?? null,
        values.image?.height ?? null,
      ],
      storedOf: visualOf,
    }),
  };
}
