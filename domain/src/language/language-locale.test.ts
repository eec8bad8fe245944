import {
  LANGUAGE_LOCALES,
  LANGUAGE_TAGS,
  languageTagOf,
  localeOf,
  pluralCategoriesOf,
} from './language-locale';
import { SITE_LANGUAGES } from './site-languages';

describe('the locale of a site language', () => {
  it('is the ISO spelling of the languages the site spells its own way', () => {
    expect(localeOf('ua')).toBe('uk');
    expect(localeOf('kz')).toBe('kk');
  });

  it('leaves a string that is already a locale as it is', () => {
    expect(localeOf('uk-UA')).toBe('uk-UA');
  });

  it('writes Uzbek in the Latin script', () => {
    expect(localeOf('uz')).toBe('uz-Latn');
  });

  it('is one Intl knows for every site language, never the default it falls back to', () => {
    for (const lng of SITE_LANGUAGES) {
      const resolved = new Intl.DateTimeFormat(localeOf(lng)).resolvedOptions().locale;
      expect(resolved.split('-')[0]).toBe(LANGUAGE_LOCALES[lng].split('-')[0]);
    }
  });

  it('gives Ukrainian the Slavic plural forms and English only one and other', () => {
    expect([...pluralCategoriesOf('ua')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategoriesOf('ru')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategoriesOf('en')].sort()).toEqual(['one', 'other']);
  });

  it('writes a Ukrainian date with Ukrainian month names', () => {
    const date = new Date(Date.UTC(2026, 10, 27));
    expect(
      new Intl.DateTimeFormat(localeOf('ua'), { dateStyle: 'long', timeZone: 'UTC' }).format(date),
    ).toBe('27 листопада 2026 р.');
  });
});

describe('the language tag of a site language', () => {
  it("is the ISO 639-1 code readers and search engines know, not the site's spelling", () => {
    expect(languageTagOf('ua')).toBe('uk');
    expect(languageTagOf('kz')).toBe('kk');
    expect(languageTagOf('en')).toBe('en');
  });

  it('is the language of its locale for every site language', () => {
    for (const lng of SITE_LANGUAGES) {
      expect(LANGUAGE_TAGS[lng]).toBe(LANGUAGE_LOCALES[lng].split('-')[0]);
    }
  });
});
