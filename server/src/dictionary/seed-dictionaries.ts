import type { Database } from '../db/database';
import { DICTIONARIES_DIR, readShippedDictionaries } from './read-shipped-dictionaries';

/**
 * Adds the texts a release ships to dictionary_entries. Existing rows stay as they are, so an
 * operator's edit survives every later start while keys new in the release arrive. Answers how many
 * entries were added.
 */
export async function seedDictionaries(db: Database, dir = DICTIONARIES_DIR): Promise<number> {
  const dictionaries = await readShippedDictionaries(dir);
  return db.transaction(async (tx) => {
    let added = 0;
    for (const [lng, texts] of dictionaries) {
      const rows = await tx.query(
        `insert into dictionary_entries (lng, key, text)
         select $1, entry.key, entry.text
           from unnest($2::text[], $3::text[]) as entry (key, text)
         on conflict (lng, key) do nothing
         returning key`,
        [lng, Object.keys(texts), Object.values(texts)],
      );
      added += rows.length;
    }
    return added;
  });
}
