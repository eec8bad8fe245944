import { ANSWERED, expect, test } from '../fixtures';

test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });

// A new visitor's largest paint is the cookie agreement, which the server writes into the
// page so that it paints with the HTML; the parcel's banner takes its place without a move.
test.describe('the cookie banner painted with the page', () => {
  test('shows the agreement before any JavaScript has run, with its buttons disabled', async ({
    page,
    chrome,
  }) => {
    // SystemJS, which starts all the code, does not arrive while the banner is looked at, then
    // fails to (import-map-overrides, written in place on a developer's host, still loads).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/lib/systemjs-*', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/ru/', { waitUntil: 'commit' });

    await expect(chrome.paintedCookieBanner).toBeVisible();
    await expect(chrome.paintedCookieBanner.getByRole('heading')).toHaveText(
      'Мы используем cookie',
    );
    await expect(
      chrome.paintedCookieBanner.getByRole('link', { name: 'Политика cookie' }),
    ).toHaveAttribute('href', '/ru/cookies');
    for (const name of ['Принять все', 'Только необходимые', 'Выбрать']) {
      await expect(
        chrome.paintedCookieBanner.getByRole('button', { name, exact: true }),
      ).toBeDisabled();
    }
    // The shell could not start: the page says so, and no dead banner is left over it.
    release();
    await expect(
      page.getByText('The site could not start. Please refresh the page.'),
    ).toBeVisible();
    await expect(chrome.paintedCookieBanner).toHaveCount(0);
  });

  test('is replaced in place by the parcel, whose answer then keeps it out of the page', async ({
    page,
    chrome,
    shell,
  }) => {
    // The banner's parcel is held back, so the painted banner is what the page shows meanwhile.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app/cookie-banner@*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/');
    await expect(chrome.paintedCookieBanner).toBeVisible();
    await expect(chrome.paintedCookieBanner.getByRole('heading')).toHaveText('We use cookies');
    const paintedBox = await chrome.paintedCookieBanner.boundingBox();
    expect(paintedBox).not.toBeNull();
    release();

    await expect(chrome.cookieBanner).toBeVisible();
    await expect(chrome.paintedCookieBanner).toHaveCount(0);
    await expect(page.locator('section.bs-cookies')).toHaveCount(1);
    expect(await chrome.cookieBanner.boundingBox()).toEqual(paintedBox);
    await expect(chrome.cookieButton('Accept all')).toBeEnabled();

    await chrome.cookieButton('Only necessary').click();
    expect(await chrome.cookie('cookies_agree_type')).toBe('0');
    const answered = await page.request.get('/en/');
    expect(await answered.text()).not.toContain('<section class="bs-cookies"');
    await page.reload();
    await expect(shell.brand).toBeVisible();
    await expect(chrome.footer).toBeVisible();
    await expect(page.locator('section.bs-cookies')).toHaveCount(0);
  });
});
