import { isSiteLanguage, type LanguageCode } from './site-languages';

/**
 * The BCP 47 locale of each site language, for Intl (dates, numbers, plural rules) and for
 * i18next's plural forms. The site's codes are not locales: `ua` and `kz` are the site's spellings
 * (Intl reads them as unknown languages and falls back to the browser's default, so Ukrainian
 * would get English plural forms), and Uzbek is written in the Latin script on this site. English
 * is British so that dates read day before month, as they always have on the site.
 */
export const LANGUAGE_LOCALES: Readonly<Record<LanguageCode, string>> = {
  ru: 'ru',
  en: 'en-GB',
  ua: 'uk',
  kz: 'kk',
  az: 'az',
  uz: 'uz-Latn',
};

/**
 * The ISO 639-1 tag of each site language: what `<html lang>`, a page's `lang` and hreflang say, so
 * that screen readers and search engines know the language (they do not know `ua` or `kz`). It is
 * the language alone; formatting wants the locale above.
 */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = {
  ru: 'ru',
  en: 'en',
  ua: 'uk',
  kz: 'kk',
  az: 'az',
  uz: 'uz',
};

/** The tag of a language for `lang` attributes; a string that is not a site language is kept. */
export function languageTagOf(lng: LanguageCode | (string & {})): string {
  return isSiteLanguage(lng) ? LANGUAGE_TAGS[lng] : lng;
}

/**
 * The one place a site language becomes a locale: every Intl call and plural rule goes through it.
 * It takes any string because i18next and a few props hold the language as one; a string that is
 * not a site language is taken to be a locale already and is given back as it is.
 */
export function localeOf(lng: LanguageCode | (string & {})): string {
  return isSiteLanguage(lng) ? LANGUAGE_LOCALES[lng] : lng;
}

/** The CLDR plural categories ("one", "few", "many", "other"...) a language's texts must spell out. */
export function pluralCategoriesOf(lng: LanguageCode): readonly Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(localeOf(lng)).resolvedOptions().pluralCategories;
}
