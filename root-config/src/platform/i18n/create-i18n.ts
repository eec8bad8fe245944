import i18next, { type i18n } from 'i18next';
import {
  localeOf,
  SITE_LANGUAGES,
  type DictionaryTexts,
  type LanguageCode,
} from '@betshell/domain';

/**
 * An i18next instance of its own, so the shell never shares i18next's global with a parcel. It
 * loads nothing itself: the dictionary store loads the texts (with its retries and its failure
 * state) and showDictionary hands them over.
 */
export function createI18n(lng: LanguageCode): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: {},
    supportedLngs: [...SITE_LANGUAGES],
    // The server already merged the fallback language into each dictionary (decisions.md).
    fallbackLng: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  choosePluralFormsByLocale(instance);
  return instance;
}

/** The part of i18next's plural resolver this file relies on (i18next types it as `any`). */
interface PluralResolver {
  getRule(code: string, options?: object): Intl.PluralRules | undefined;
}

/**
 * i18next picks a plural form with Intl.PluralRules of the language code, and the site's codes are
 * not locales: Intl reads `ua` as an unknown language and answers with the default's rules, so
 * Ukrainian would never get its "few" and "many" forms. The resolver asks for its rules here by
 * the site's code; it gets the rules of the language's locale instead (uk, kk, uz-Latn...).
 */
function choosePluralFormsByLocale(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const rulesOf = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => rulesOf(localeOf(code), options);
}

/** Puts a language's texts in place and switches to it; every parcel re-renders in it. */
export async function showDictionary(
  instance: i18n,
  lng: LanguageCode,
  texts: DictionaryTexts,
): Promise<void> {
  instance.addResourceBundle(lng, 'translation', texts, true, true);
  await instance.changeLanguage(lng);
}
