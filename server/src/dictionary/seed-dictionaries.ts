import { isSiteLanguage, type LanguageCode } from '@betshell/domain';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../db/database';

/** server/content/dictionaries: one `<lng>.json` per language, a flat map of key to text. */
export const DICTIONARIES_DIR = join(__dirname, '..', '..', 'content', 'dictionaries');

const dictionaryFile = Compile(Type.Record(Type.String(), Type.String()));

/**
 * Adds the texts a release ships to dictionary_entries. Existing rows stay as they are, so an
 * operator's edit survives every later start while keys new in the release arrive. Answers how many
 * entries were added.
 */
export async function seedDictionaries(db: Database, dir = DICTIONARIES_DIR): Promise<number> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const dictionaries = await Promise.all(files.map((file) => readDictionary(dir, file)));
  return db.transaction(async (tx) => {
    let added = 0;
    for (const { lng, texts } of dictionaries) {
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

async function readDictionary(
  dir: string,
  file: string,
): Promise<{ lng: LanguageCode; texts: Record<string, string> }> {
  const lng = file.replace(/\.json$/, '');
  if (!isSiteLanguage(lng)) {
    throw new Error(`The dictionary ${file} is not named after a site language`);
  }
  const texts: unknown = JSON.parse(await readFile(join(dir, file), 'utf8'));
  if (!dictionaryFile.Check(texts)) {
    throw new Error(`The dictionary ${file} must map each key to a text`);
  }
  return { lng, texts };
}
