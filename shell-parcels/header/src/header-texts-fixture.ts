// Test support: the header's texts as a Russian player reads them, straight from the dictionaries
// the site ships (the server merges every feature's file into one dictionary a language), so a
// test names the controls by the words on screen and follows the dictionaries when they change.
import i18next, { type i18n } from 'i18next';
import authUi from '../../../server/content/dictionaries/auth-ui/ru.json';
import chrome from '../../../server/content/dictionaries/chrome/ru.json';
import shell from '../../../server/content/dictionaries/shell/ru.json';

/** An i18next of its own in Russian, with the texts of the features the header's keys are in. */
export async function russianHeaderTexts(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'ru',
    resources: { ru: { translation: { ...shell, ...authUi, ...chrome } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
