import type { LanguageCode } from '@betshell/domain';

/** The keys of the dictionary load error of spec/shell.md section 8. */
export interface DictionaryErrorTexts {
  readonly main_dictionary_load_error: string;
  readonly main_dictionary_refresh_page: string;
  readonly main_refreshing_button: string;
}

/**
 * The texts of the dictionary load error cannot come from the dictionary that failed, so they ship
 * in the bundle, keyed as in the dictionaries (server/content/dictionaries/runtime and shell; a
 * test keeps the two equal).
 */
export const DICTIONARY_ERROR_TEXTS = {
  ru: {
    main_dictionary_load_error: 'Не удалось загрузить тексты сайта.',
    main_dictionary_refresh_page: 'Проверьте подключение к интернету и обновите страницу.',
    main_refreshing_button: 'Обновить',
  },
  en: {
    main_dictionary_load_error: "The site's texts could not be loaded.",
    main_dictionary_refresh_page: 'Please check your internet connection and refresh the page.',
    main_refreshing_button: 'Refresh',
  },
} as const satisfies Record<'ru' | 'en', DictionaryErrorTexts>;

/** Russian for ru, English for every other language (decisions.md: en is the fallback). */
export function dictionaryErrorTexts(lng: LanguageCode): DictionaryErrorTexts {
  return lng === 'ru' ? DICTIONARY_ERROR_TEXTS.ru : DICTIONARY_ERROR_TEXTS.en;
}
