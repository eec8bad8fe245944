import i18next, { type i18n } from 'i18next';
import { SITE_LANGUAGES, type DictionaryTexts, type LanguageCode } from '@betshell/domain';

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
  return instance;
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
