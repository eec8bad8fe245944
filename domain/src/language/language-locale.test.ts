import { LANGUAGE_LOCALES, localeOf, pluralCategoriesOf } from './language-locale';
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
