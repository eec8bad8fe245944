import type {
  LanguageCode,
  SeoCustomCanonical,
  SeoMedia,
  SeoMeta,
  SeoPageEntry,
} from '@betshell/domain';
import type { Queryable } from '../db/database';
import { lineNameSql } from '../line/line-name-sql';
import { createSeoTextsRepository, type SeoTextsRepository } from './seo-texts-repository';

export interface StoredSeoPage extends SeoPageEntry {
  readonly lng: LanguageCode;
  readonly editedByOperatorAt: string | null;
}

/** An entry's values as the release or an operator writes them. */
export type SeoPageContent = Omit<SeoPageEntry, 'urlPath'>;

export interface SeoRepository {
  /** The entries of one language, for resolving its pages. */
  entries(lng: LanguageCode): Promise<SeoPageEntry[]>;
  metas(lng: LanguageCode): Promise<SeoMeta[]>;
  /** The languages that have entries of their own. */
  languages(): Promise<LanguageCode[]>;
  list(lng?: LanguageCode): Promise<StoredSeoPage[]>;
  find(lng: LanguageCode, urlPath: string): Promise<StoredSeoPage | null>;
  /** An operator's write: stamped, so later releases leave it alone. Answers whether it was new. */
  writeByOperator(lng: LanguageCode, urlPath: string, content: SeoPageContent): Promise<boolean>;
  removeByOperator(lng: LanguageCode, urlPath: string): Promise<boolean>;
  /** The SEO content and visuals (migration 0180). */
  readonly texts: SeoTextsRepository;
  /** The line's sports with their names in a language and in English, in the line's order. */
  sportNames(lng: LanguageCode): Promise<SportNames[]>;
}

export interface SportNames {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
}

const COLUMNS = `lng, url_path as "urlPath", title, description, meta_robots as "metaRobots",
  custom_canonical as "customCanonical", media, edited_by_operator_at as "editedByOperatorAt"`;

interface Row {
  lng: LanguageCode;
  urlPath: string;
  title: string;
  description: string;
  metaRobots: string | null;
  customCanonical: SeoCustomCanonical | string | null;
  media: SeoMedia[] | string;
  editedByOperatorAt: Date | string | null;
}

// PostgreSQL's driver parses jsonb; PGlite does too, but a string is tolerated for safety.
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function pageOf(row: Row): StoredSeoPage {
  return {
    lng: row.lng,
    urlPath: row.urlPath,
    title: row.title,
    description: row.description,
    metaRobots: row.metaRobots,
    customCanonical: json(row.customCanonical),
    media: json(row.media),
    editedByOperatorAt:
      row.editedByOperatorAt === null ? null : new Date(row.editedByOperatorAt).toISOString(),
  };
}

const entryOf = ({ lng: _l, editedByOperatorAt: _e, ...entry }: StoredSeoPage): SeoPageEntry =>
  entry;

export function createSeoRepository(db: Queryable): SeoRepository {
  const list = async (lng?: LanguageCode) =>
    (
      await db.query<Row>(
        `select ${COLUMNS} from seo_pages where $1::text is null or lng = $1 order by lng, url_path`,
        [lng ?? null],
      )
    ).map(pageOf);

  return {
    list,
    texts: createSeoTextsRepository(db),
    // The line's own table (server/src/line), read as it is: the map follows the line, and the
    // line repository answers one language's names where the map needs English's beside them.
    async sportNames(lng) {
      return db.query<SportNames>(
        `select s.id, ${lineNameSql('s', 'name', lng)} as name, s.name_en as "nameEn"
           from line_sports s order by s.sort_order, s.id`,
      );
    },
    async entries(lng) {
      return (await list(lng)).map(entryOf);
    },
    async metas(lng) {
      return db.query<SeoMeta>(
        `select name, content, url_path as "urlPath" from seo_metas where lng = $1
         order by name, url_path`,
        [lng],
      );
    },
    async languages() {
      const rows = await db.query<{ lng: LanguageCode }>('select distinct lng from seo_pages');
      return rows.map((row) => row.lng);
    },
    async find(lng, urlPath) {
      const rows = await db.query<Row>(
        `select ${COLUMNS} from seo_pages where lng = $1 and url_path = $2`,
        [lng, urlPath],
      );
      return rows[0] === undefined ? null : pageOf(rows[0]);
    },
    async writeByOperator(lng, urlPath, content) {
      const rows = await db.query<{ created: boolean }>(
        `insert into seo_pages (lng, url_path, title, description, meta_robots, custom_canonical,
           media, edited_by_operator_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, now())
         on conflict (lng, url_path) do update set
           title = excluded.title, description = excluded.description,
           meta_robots = excluded.meta_robots, custom_canonical = excluded.custom_canonical,
           media = excluded.media, edited_by_operator_at = now(), updated_at = now()
         returning (xmax = 0) as created`,
        [
          lng,
          urlPath,
          content.title,
          content.description,
          content.metaRobots,
          content.customCanonical === null ? null : JSON.stringify(content.customCanonical),
          JSON.stringify(content.media),
        ],
      );
      return rows[0]?.created === true;
    },
    async removeByOperator(lng, urlPath) {
      const rows = await db.query(
        'delete from seo_pages where lng = $1 and url_path = $2 returning url_path',
        [lng, urlPath],
      );
      return rows.length > 0;
    },
  };
}
