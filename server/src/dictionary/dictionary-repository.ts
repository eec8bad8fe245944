import type { DictionaryTexts, LanguageCode } from '@betshell/domain';
import type { Queryable } from '../db/database';

export interface DictionaryRepository {
  /** The texts of a language, all of them or only those of `keys`. */
  findTexts(lng: LanguageCode, keys?: readonly string[]): Promise<DictionaryTexts>;
}

export function createDictionaryRepository(db: Queryable): DictionaryRepository {
  return {
    async findTexts(lng, keys) {
      const rows = await db.query<{ key: string; text: string }>(
        `select key, text from dictionary_entries
          where lng = $1 and ($2::text[] is null or key = any($2::text[]))
          order by key`,
        [lng, keys ?? null],
      );
      return Object.fromEntries(rows.map((row) => [row.key, row.text]));
    },
  };
}
