import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import type { DictionaryStore, LanguageCode } from '@betshell/domain';
import { showDictionary } from './create-i18n';
import { showDictionaryError } from './dictionary-error-view';

/**
 * Loads a language's dictionary into the shell's i18next. From creation on, a dictionary that
 * cannot load shows the dictionary load error over the page (spec/shell.md section 8), whose button
 * reloads the page.
 */
export function createDictionaryLoader(
  window: Window,
  dictionary: DictionaryStore,
  instance: i18n,
): (lng: LanguageCode) => Promise<void> {
  reaction(
    () => dictionary.failedLanguage,
    (lng) => {
      if (lng !== null) showDictionaryError(window.document, lng, () => window.location.reload());
    },
  );
  return async (lng) => {
    const texts = await dictionary.load(lng);
    if (texts !== null) await showDictionary(instance, lng, texts);
  };
}
