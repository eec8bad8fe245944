import { ANSWERED, expect, test } from '../fixtures';

// The player has agreed to functional cookies, which keep the display settings.
test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });

test.describe('the display settings', () => {
  test('a dark theme paints dark from the served page on, and the largest font grows the page', async ({
    shell,
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseURL }]);
    const rootStyle = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return { colorScheme: style.colorScheme, fontSize: parseFloat(style.fontSize) };
      });
    await shell.open('/ru/');
    expect(await rootStyle()).toEqual({ colorScheme: 'light', fontSize: 16 });

    const display = shell.header.getByRole('button', { name: 'Вид' });
    await display.click();
    await shell.header.getByRole('radio', { name: 'Тёмная' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The server writes the theme into the page, so it is dark before any script runs.
    const served = await page.request.get('/ru/');
    expect(await served.text()).toMatch(/<html [^>]*data-theme="dark"/);
    await page.reload();
    expect((await rootStyle()).colorScheme).toBe('dark');

    await display.click();
    await shell.header.getByRole('radio', { name: 'Самый крупный' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'largest');
    expect((await rootStyle()).fontSize).toBe(20);
  });
});
