import { AGE_CONFIRMATION_MS } from '@betshell/domain';
import { ANSWERED, expect, test } from '../fixtures';
import { ChromePage } from '../pages/chrome-page';

test.use({ locale: 'ru-RU', answered: { ...ANSWERED, age: false } });

test.describe('the age-restriction popup', () => {
  test('asks a new visitor with the site age limit, and is dismissed once', async ({
    shell,
    chrome,
    page,
  }) => {
    await shell.open('/ru/');
    await expect(chrome.agePopup).toBeVisible();
    await expect(chrome.agePopup.getByRole('heading')).toHaveText('Возрастное ограничение');
    await expect(chrome.agePopup).toContainText('старше 18 лет');
    // A question to answer: neither Escape nor a click beside it puts it away.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(chrome.agePopup).toBeVisible();
    await chrome.agePopup.getByRole('button', { name: 'Мне уже есть 18' }).click();
    await expect(chrome.agePopup).toHaveCount(0);

    await page.reload();
    await expect(shell.brand).toBeVisible();
    await expect(chrome.footer).toBeVisible();
    await expect(chrome.agePopup).toHaveCount(0);
  });

  test('remembered on the device, it does not ask in a new tab, until 3 days have passed', async ({
    shell,
    chrome,
    context,
    baseURL,
  }) => {
    await shell.open('/ru/');
    await chrome.agePopup.getByRole('button', { name: 'Мне уже есть 18' }).click();

    const tab = await context.newPage();
    await tab.goto(`${baseURL}/ru/casino`);
    await expect(tab.locator('footer.bs-footer')).toBeVisible();
    await expect(new ChromePage(tab).agePopup).toHaveCount(0);

    const later = await context.newPage();
    await later.clock.install({ time: Date.now() + AGE_CONFIRMATION_MS + 60_000 });
    await later.goto(`${baseURL}/ru/casino`);
    await expect(new ChromePage(later).agePopup).toBeVisible();
  });

  test('remembered for the session only, a new tab asks again', async ({
    shell,
    chrome,
    page,
    context,
    baseURL,
  }) => {
    await shell.open('/ru/');
    await chrome.agePopup.getByRole('checkbox').uncheck();
    await chrome.agePopup.getByRole('button', { name: 'Мне уже есть 18' }).click();
    await page.reload();
    await expect(chrome.footer).toBeVisible();
    await expect(chrome.agePopup).toHaveCount(0);

    const tab = await context.newPage();
    await tab.goto(`${baseURL}/ru/`);
    await expect(new ChromePage(tab).agePopup).toBeVisible();
  });
});
