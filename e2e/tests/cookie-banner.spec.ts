import { ANSWERED, expect, test } from '../fixtures';

test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });

test.describe('the cookie banner', () => {
  test('a functional-only choice keeps functional cookies and sets no marketing ones', async ({
    shell,
    chrome,
    page,
  }) => {
    const recorded = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().includes('/web-api/cookies-agreement'),
    );
    await shell.open('/ru/');
    await expect(chrome.cookieBanner).toBeVisible();
    expect(await chrome.cookie('window_width')).toBeUndefined();

    await chrome.cookieButton('Выбрать').click();
    await expect(chrome.cookieCategory(/^Необходимые/)).toBeDisabled();
    await chrome.cookieCategory(/^Функциональные/).check();
    await expect(chrome.cookieCategory(/^Маркетинговые/)).not.toBeChecked();
    await chrome.cookieButton('Сохранить выбор').click();
    await expect(chrome.cookieBanner).toHaveCount(0);
    expect((await recorded).postDataJSON()).toEqual({ functional: true, marketing: false });

    expect(await chrome.cookie('cookies_agree_type')).toBe('1');
    await expect.poll(() => chrome.cookie('window_width')).toMatch(/^\d+$/);
    await chrome.setCookieThroughPlatform('refererid', '42');
    expect(await chrome.cookie('refererid')).toBeUndefined();

    await page.reload();
    await expect(chrome.footer).toBeVisible();
    await expect(chrome.cookieBanner).toHaveCount(0);
  });

  test('"accept all" allows marketing cookies; the footer reopens the choice to withdraw them', async ({
    shell,
    chrome,
  }) => {
    await shell.open('/ru/');
    await chrome.cookieButton('Принять все').click();
    expect(await chrome.cookie('cookies_agree_type')).toBe('3');
    await chrome.setCookieThroughPlatform('refererid', '42');
    expect(await chrome.cookie('refererid')).toBe('42');

    await chrome.footer.getByRole('button', { name: 'Настройки cookie' }).click();
    await expect(chrome.cookieCategory(/^Маркетинговые/)).toBeChecked();
    await chrome.cookieCategory(/^Маркетинговые/).uncheck();
    await chrome.cookieButton('Сохранить выбор').click();

    await expect.poll(() => chrome.cookie('cookies_agree_type')).toBe('1');
    expect(await chrome.cookie('refererid')).toBeUndefined();
  });

  test('"only necessary" keeps essential cookies only', async ({ shell, chrome }) => {
    await shell.open('/ru/');
    await chrome.cookieButton('Только необходимые').click();
    expect(await chrome.cookie('cookies_agree_type')).toBe('0');
    expect(await chrome.cookie('lng')).toBe('ru');
    expect(await chrome.cookie('window_width')).toBeUndefined();
  });
});
