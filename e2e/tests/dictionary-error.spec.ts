import { expect, test } from '../fixtures';
import { DictionaryErrorScreen } from '../pages/dictionary-error-screen';

test.describe('a visitor whose dictionary cannot load', () => {
  test.describe('in Russian', () => {
    test.use({ locale: 'ru-RU' });

    test('sees the error in Russian with a refresh button, and the refresh brings the site back', async ({
      shell,
      page,
    }) => {
      const screen = new DictionaryErrorScreen(page);
      await screen.breakDictionaries('no answer');
      await page.goto('/ru/');

      await expect(screen.alert).toBeVisible();
      await expect(screen.alert).toHaveAttribute('lang', 'ru');
      await expect(screen.alert).toContainText('Не удалось загрузить тексты сайта.');
      await expect(screen.alert).toContainText(
        'Проверьте подключение к интернету и обновите страницу.',
      );
      // The shell did not start: no header with keys instead of texts.
      await expect(shell.header).toHaveCount(0);

      await screen.restore();
      await screen.refreshButton('Обновить').click();

      await expect(shell.brand).toBeVisible();
      await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Язык сайта');
      await expect(screen.alert).toHaveCount(0);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('sees the error in English when the server fails', async ({ shell, page }) => {
      const screen = new DictionaryErrorScreen(page);
      await screen.breakDictionaries('server error');
      await page.goto('/en/casino');

      await expect(screen.alert).toHaveAttribute('lang', 'en');
      await expect(screen.alert).toContainText("The site's texts could not be loaded.");
      await expect(shell.header).toHaveCount(0);

      await screen.restore();
      await screen.refreshButton('Refresh').click();
      await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Site language');
      await expect(page).toHaveURL(/\/en\/casino$/);
    });
  });

  test.describe('switching language', () => {
    test.use({ locale: 'ru-RU' });

    test('sees the error in the new language, and the refresh opens the page in it', async ({
      shell,
      page,
    }) => {
      const screen = new DictionaryErrorScreen(page);
      await shell.open('/ru/');
      await screen.breakDictionaries('no answer', 'en');
      await shell.switchLanguage('English');

      await expect(screen.alert).toHaveAttribute('lang', 'en');
      await expect(screen.refreshButton('Refresh')).toBeVisible();

      await screen.restore();
      await screen.refreshButton('Refresh').click();
      await expect(page).toHaveURL(/\/en\/$/);
      await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Site language');
      await expect(screen.alert).toHaveCount(0);
    });
  });
});
