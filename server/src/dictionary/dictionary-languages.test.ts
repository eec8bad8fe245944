import {
  SITE_LANGUAGES,
  pluralCategoriesOf,
  isSiteLanguage,
  type DictionaryTexts,
  type LanguageCode,
} from '@betshell/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DICTIONARIES_DIR, readShippedDictionaries } from './read-shipped-dictionaries';
import { SAME_AS_ENGLISH } from './same-as-english';

/** Each feature folder with the languages it has a file for. */
const FEATURES = readdirSync(DICTIONARIES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    name: entry.name,
    languages: readdirSync(join(DICTIONARIES_DIR, entry.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, '')),
  }));

/**
 * The languages checked are those with any dictionary file, so that a language being added arrives
 * whole (every feature, every key) or not at all; the first test asks that they be all of the
 * site's languages.
 */
const WRITTEN_LANGUAGES = [...new Set(FEATURES.flatMap((feature) => feature.languages))]
  .filter(isSiteLanguage)
  .filter((lng) => lng !== 'en');

/** i18next's plural keys: `bets_one`, `bets_few`... each with the suffix of a CLDR category. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]))].sort();

/** The keys a language's file must have to say everything the English file says. */
function expectedKeys(english: DictionaryTexts, lng: LanguageCode): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && `${base}_other` in english) {
      for (const category of pluralCategoriesOf(lng)) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

/** The English text a translated key stands for: the `_other` form for a plural key. */
function englishOf(english: DictionaryTexts, key: string): string | undefined {
  const base = key.replace(PLURAL_SUFFIX, '');
  return english[key] ?? (base !== key ? english[`${base}_other`] : undefined);
}

const readFeature = (feature: string, lng: string): DictionaryTexts =>
  JSON.parse(
    readFileSync(join(DICTIONARIES_DIR, feature, `${lng}.json`), 'utf8'),
  ) as DictionaryTexts;

describe('the dictionaries of the languages the site is written in', () => {
  let shipped = new Map<LanguageCode, DictionaryTexts>();
  let english: DictionaryTexts = {};

  beforeAll(async () => {
    shipped = await readShippedDictionaries();
    english = shipped.get('en') ?? {};
  });

  it('are every language of the site, with English in every feature', () => {
    expect(['en', ...WRITTEN_LANGUAGES].sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(FEATURES.every((feature) => feature.languages.includes('en'))).toBe(true);
  });

  it.each(WRITTEN_LANGUAGES)('give %s a file in every feature folder', (lng) => {
    expect(
      FEATURES.filter((feature) => !feature.languages.includes(lng)).map((f) => f.name),
    ).toEqual([]);
  });

  it.each(WRITTEN_LANGUAGES)(
    'give %s every key of English in the same feature, with its own plural forms',
    (lng) => {
      // Every feature's missing and extra keys at once, so one run lists all there is to do.
      const wrong = FEATURES.map((feature) => {
        const own = feature.languages.includes(lng) ? readFeature(feature.name, lng) : {};
        const expected = expectedKeys(readFeature(feature.name, 'en'), lng);
        return {
          feature: feature.name,
          missing: expected.filter((key) => !(key in own)),
          extra: Object.keys(own).filter((key) => !expected.includes(key)),
        };
      }).filter((feature) => feature.missing.length + feature.extra.length > 0);
      expect(wrong).toEqual([]);
    },
  );

  it.each(['en', ...WRITTEN_LANGUAGES] as LanguageCode[])('have no empty text in %s', (lng) => {
    const texts = shipped.get(lng) ?? {};
    expect(Object.entries(texts).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(WRITTEN_LANGUAGES)(
    'give %s its own text wherever English is not reviewed as right in every language',
    (lng) => {
      const untranslated = Object.entries(shipped.get(lng) ?? {})
        .filter(([key, text]) => text === englishOf(english, key))
        .filter(([key]) => !(key in SAME_AS_ENGLISH) && !(`${lng}:${key}` in SAME_AS_ENGLISH))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    },
  );

  it.each(WRITTEN_LANGUAGES)('keep in %s exactly the placeholders of the English text', (lng) => {
    const wrong = Object.entries(shipped.get(lng) ?? {})
      .filter(([key, text]) => {
        const source = englishOf(english, key);
        return (
          source !== undefined && placeholdersOf(text).join() !== placeholdersOf(source).join()
        );
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('review only texts English has, each with a reason', () => {
    for (const [entry, why] of Object.entries(SAME_AS_ENGLISH)) {
      const [lng, key] = entry.includes(':') ? entry.split(':') : [undefined, entry];
      if (lng !== undefined) expect(isSiteLanguage(lng)).toBe(true);
      expect(english).toHaveProperty([key]);
      expect(why.trim().length).toBeGreaterThan(10);
    }
  });
});

describe('the check of a language’s keys', () => {
  it('asks for every plural category of the language where English has plural keys', () => {
    const en = { bets_one: '{{count}} bet', bets_other: '{{count}} bets', title: 'Bets' };
    expect(expectedKeys(en, 'ua')).toEqual([
      'bets_few',
      'bets_many',
      'bets_one',
      'bets_other',
      'title',
    ]);
    expect(expectedKeys(en, 'kz')).toEqual(['bets_one', 'bets_other', 'title']);
  });

  it('leaves a key that only ends like a plural form as it is', () => {
    expect(expectedKeys({ coupon_one: 'One-click' }, 'ua')).toEqual(['coupon_one']);
  });

  it('finds the placeholders of a text, formatted or not', () => {
    expect(placeholdersOf('{{amount}} of {{ cap }} on {{date, datetime}}')).toEqual([
      'amount',
      'cap',
      'date',
    ]);
  });
});
