import { expect, test } from '../fixtures';

test.use({ locale: 'ru-RU' });

test.describe('the footer', () => {
  test('links the information pages, which open inside the shell', async ({
    shell,
    chrome,
    page,
  }) => {
    await shell.open('/ru/');
    await shell.markDocument();
    await expect(chrome.footerLink('Лицензии')).toHaveAttribute('href', '/ru/licenses');
    await chrome.footerLink('О нас').click();
    await expect(page).toHaveURL(/\/ru\/about$/);
    expect(await shell.documentIsMarked()).toBe(true);
  });

  test('shows the social links of the site config with their icons', async ({ shell, chrome }) => {
    await shell.open('/ru/');
    const telegram = chrome.footer.getByRole('link', { name: 'Telegram' });
    await expect(telegram).toHaveAttribute('href', 'https://t.me/betshell');
    await expect(telegram).toHaveAttribute('target', '_blank');
    const icon = telegram.locator('img');
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(32);
  });

  test('does not show the policy logo to a visitor from an unlisted country', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-geo-country': 'GB' },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/ru/`);
    const footer = page.locator('footer.bs-footer');
    await expect(footer.getByRole('link', { name: 'О нас' })).toBeVisible();
    const answer = await page.request.get(`${baseURL}/web-api/geo/visitor`, {
      headers: { 'x-geo-country': 'GB' },
    });
    expect(await answer.json()).toEqual({ countryCode: 'GB', countryId: 6 });
    await expect(footer.locator('img[src="/web-api/policy/logo.agif"]')).toHaveCount(0);
    await context.close();
  });

  test.describe('for a visitor from a listed country', () => {
    test.use({ extraHTTPHeaders: { 'x-geo-country': 'RU' } });

    test('shows the policy logo, an animated image the server serves', async ({
      shell,
      chrome,
    }) => {
      await shell.open('/ru/');
      await expect(chrome.policyLogo).toBeVisible();
      await expect(chrome.policyLogo).toHaveAttribute(
        'alt',
        'Лицензированный оператор: играйте безопасно',
      );
      await expect
        .poll(() => chrome.policyLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(88);
    });
  });
});

test('a chrome parcel that fails to load leaves the rest of the page working', async ({
  shell,
  chrome,
  page,
}) => {
  await page.route('**/assets/app/footer@*.js', (route) => route.abort());
  await shell.visit('/ru/live');
  await expect(shell.shellPage).toHaveAttribute('data-page', 'sportsbook-listing');
  await expect(chrome.supportButton).toBeVisible();
  await expect(chrome.footer).toHaveCount(0);
  await shell.switchLanguage('English');
  await expect(page).toHaveURL(/\/en\/live$/);
});
