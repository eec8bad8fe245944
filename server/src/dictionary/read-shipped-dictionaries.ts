import { isSiteLanguage, type DictionaryTexts, type LanguageCode } from '@betshell/domain';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * server/content/dictionaries: one folder per feature (shell/, auth/, ...), each with one
 * `<lng>.json` per language, a flat map of key to text. Features keep their texts apart so that
 * work on one never edits another's file; a key belongs to exactly one feature.
 */
export const DICTIONARIES_DIR = join(__dirname, '..', '..', 'content', 'dictionaries');

const dictionaryFile = Compile(Type.Record(Type.String(), Type.String()));

/** The texts a release ships, merged per language across the feature folders. */
export async function readShippedDictionaries(
  dir = DICTIONARIES_DIR,
): Promise<Map<LanguageCode, DictionaryTexts>> {
  const features = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const merged = new Map<LanguageCode, Record<string, string>>();
  const featureOfKey = new Map<string, string>();
  for (const feature of features) {
    const files = (await readdir(join(dir, feature))).filter((file) => file.endsWith('.json'));
    for (const file of files.sort()) {
      const name = `${feature}/${file}`;
      const lng = file.replace(/\.json$/, '');
      if (!isSiteLanguage(lng)) {
        throw new Error(`The dictionary ${name} is not named after a site language`);
      }
      const texts: unknown = JSON.parse(await readFile(join(dir, feature, file), 'utf8'));
      if (!dictionaryFile.Check(texts)) {
        throw new Error(`The dictionary ${name} must map each key to a text`);
      }
      const into = merged.get(lng) ?? {};
      for (const [key, text] of Object.entries(texts)) {
        const owner = featureOfKey.get(`${lng}:${key}`);
        if (owner !== undefined) {
          throw new Error(`The key ${key} is in both ${owner}/${file} and ${name}`);
        }
        featureOfKey.set(`${lng}:${key}`, feature);
        into[key] = text;
      }
      merged.set(lng, into);
    }
  }
  return merged;
}
