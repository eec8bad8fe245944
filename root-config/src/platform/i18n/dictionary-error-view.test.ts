import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getByRole, queryByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { DICTIONARY_ERROR_TEXTS } from './dictionary-error-texts';
import { showDictionaryError } from './dictionary-error-view';

const dictionaries = join(__dirname, '../../../../server/content/dictionaries');
const shipped = (lng: string) => ({
  ...(JSON.parse(readFileSync(join(dictionaries, 'runtime', `${lng}.json`), 'utf8')) as object),
  ...(JSON.parse(readFileSync(join(dictionaries, 'shell', `${lng}.json`), 'utf8')) as object),
});

describe('the dictionary load error', () => {
  afterEach(() => document.body.replaceChildren());

  it('says in Russian that the texts did not load, with a refresh button', () => {
    showDictionaryError(document, 'ru', () => undefined);
    const alert = getByRole(document.body, 'alert');
    expect(alert.lang).toBe('ru');
    expect(alert.textContent).toContain('Не удалось загрузить тексты сайта.');
    expect(alert.textContent).toContain('Проверьте подключение к интернету и обновите страницу.');
    expect(getByRole(alert, 'button', { name: 'Обновить' })).toBeDefined();
  });

  it.each(['en', 'kz', 'uz'] as const)('says it in English for %s', (lng) => {
    showDictionaryError(document, lng, () => undefined);
    const alert = getByRole(document.body, 'alert');
    expect(alert.lang).toBe('en');
    expect(alert.textContent).toContain("The site's texts could not be loaded.");
    expect(getByRole(alert, 'button', { name: 'Refresh' })).toBeDefined();
  });

  it('reloads the page when the button is pressed', async () => {
    const reload = jest.fn();
    showDictionaryError(document, 'en', reload);
    await userEvent.click(getByRole(document.body, 'button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows once however often the dictionary fails, and can be taken away', () => {
    showDictionaryError(document, 'en', () => undefined);
    const remove = showDictionaryError(document, 'ru', () => undefined);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    remove();
    expect(queryByRole(document.body, 'alert')).toBeNull();
  });

  it.each(['ru', 'en'] as const)(
    'ships the same %s texts as the dictionaries, under the same keys',
    (lng) => {
      expect(shipped(lng)).toMatchObject(DICTIONARY_ERROR_TEXTS[lng]);
    },
  );
});
