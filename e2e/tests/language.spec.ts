import { expect, test } from '../fixtures';

test.describe('a visitor without a language in the path', () => {
  test.describe('with a Russian browser', () => {
    test.use({ locale: 'ru-RU' });

    test('opening / lands on /ru/ with the header in Russian', async ({ shell, page }) => {
      await shell.open('/');
      await expect(page).toHaveURL(/\/ru\/$/);
      await expect(shell.brand).toHaveText('betshell');
      await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Язык сайта');
      expect(await shell.currentLanguageName()).toBe('Русский');
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('opening / lands on /en/, the browser language the site offers', async ({
      shell,
      page,
    }) => {
      await shell.open('/');
      await expect(page).toHaveURL(/\/en\/$/);
      await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Site language');
    });
  });

  test.describe('with a browser language the site does not offer', () => {
    test.use({ locale: 'fr-FR' });

    test('opening / lands on the default language, /ru/', async ({ shell, page }) => {
      await shell.open('/');
      await expect(page).toHaveURL(/\/ru\/$/);
    });

    test('a deep link keeps its path and query under the language', async ({ shell, page }) => {
      await shell.open('/casino?tab=2');
      await expect(page).toHaveURL(/\/ru\/casino\?tab=2$/);
    });

    test('a language the site does not allow is replaced by a valid one', async ({
      shell,
      page,
    }) => {
      await shell.open('/uz/slots');
      await expect(page).toHaveURL(/\/ru\/slots$/);
    });
  });
});

test.describe('the language switcher', () => {
  test.use({ locale: 'ru-RU' });

  test('switches the page to English without a reload and remembers the choice', async ({
    shell,
    page,
  }) => {
    await shell.open('/ru/casino');
    await shell.markDocument();
    await shell.switchLanguage('English');

    await expect(page).toHaveURL(/\/en\/casino$/);
    await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Site language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await shell.currentLanguageName()).toBe('English');
    expect(await shell.documentIsMarked()).toBe(true);
    expect(await shell.cookie('lng')).toBe('en');
  });

  test('switches to Ukrainian: the header reads Ukrainian, and the page names its language uk for readers', async ({
    shell,
    page,
  }) => {
    await shell.open('/ru/casino');
    await shell.switchLanguage('Українська');

    await expect(page).toHaveURL(/\/ua\/casino$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('html')).toHaveAttribute('data-language', 'ua');
    await expect(shell.header.getByRole('button', { name: 'Увійти' })).toBeVisible();
  });

  test('the remembered language wins over the browser language on the next visit', async ({
    shell,
    page,
  }) => {
    await shell.open('/ru/');
    await shell.switchLanguage('Қазақша');
    await expect(page).toHaveURL(/\/kz\/$/);
    await shell.open('/');
    await expect(page).toHaveURL(/\/kz\/$/);
  });

  test('the back button returns to the previous language', async ({ shell, page }) => {
    await shell.open('/ru/');
    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/$/);
    await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Язык сайта');
  });
});
