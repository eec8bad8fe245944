import type { LanguageCode } from '@betshell/domain';
import { dictionaryErrorTexts } from './dictionary-error-texts';

/**
 * spec/shell.md section 8, "Dictionary load failure": main_dictionary_load_error, with
 * main_dictionary_refresh_page and the button main_refreshing_button, over the whole page instead
 * of the shell (a shell without its texts would show keys). Answers a function that removes it.
 */
export function showDictionaryError(
  document: Document,
  lng: LanguageCode,
  reload: () => void,
): () => void {
  document.querySelector('.shell-dictionary-error')?.remove();
  const texts = dictionaryErrorTexts(lng);
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const element = document.createElement(tag);
    if (text !== undefined) element.textContent = text;
    return element;
  };

  const screen = make('div');
  screen.className = 'shell-dictionary-error';
  const box = make('section');
  box.className = 'shell-fatal';
  box.setAttribute('role', 'alert');
  box.lang = lng === 'ru' ? 'ru' : 'en';
  const button = make('button', texts.main_refreshing_button);
  button.type = 'button';
  button.addEventListener('click', reload);
  box.append(
    make('p', texts.main_dictionary_load_error),
    make('p', texts.main_dictionary_refresh_page),
    button,
  );
  screen.append(box);
  document.body.append(screen);
  return () => screen.remove();
}
