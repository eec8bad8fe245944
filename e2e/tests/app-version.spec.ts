import { expect, test } from '../fixtures';

test.use({ locale: 'ru-RU' });

/**
 * A release lands while the player is on the page: from then on the server answers a new version.
 * The server's own version follows its import map (server/src/chrome/chrome-plugin.test.ts); here
 * the browser is given the new answer, and its clock skips the minute before the first check.
 */
test('after a release the update warning appears and its button reloads the page', async ({
  shell,
  chrome,
  page,
}) => {
  await page.clock.install();
  let released = false;
  await page.route('**/web-api/version', async (route) => {
    const answer = await route.fetch();
    const { version } = (await answer.json()) as { version: string };
    await route.fulfill({
      response: answer,
      json: { version: released ? `${version}-next` : version },
    });
  });

  const loaded = page.waitForResponse('**/web-api/version');
  await shell.open('/ru/');
  await shell.markDocument();
  await loaded;
  released = true;
  await page.clock.fastForward(30_000);
  await expect(chrome.updateWarning).toHaveCount(0);
  const check = page.waitForResponse('**/web-api/version');
  await page.clock.fastForward(30_000);
  await check;

  await expect(chrome.updateWarning).toContainText('Доступна новая версия сайта.');
  await chrome.updateWarning.getByRole('button', { name: 'Обновить' }).click();
  await expect(chrome.footer).toBeVisible();
  expect(await shell.documentIsMarked()).toBe(false);
  await expect(chrome.updateWarning).toHaveCount(0);
  // The reloaded page asks for its version again; an answer still in flight ends with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('while the server keeps its version no warning appears', async ({ shell, chrome, page }) => {
  await page.clock.install();
  const loaded = page.waitForResponse('**/web-api/version');
  await shell.open('/ru/');
  await loaded;
  const check = page.waitForResponse('**/web-api/version');
  await page.clock.fastForward(60_000);
  await check;
  await expect(chrome.footer).toBeVisible();
  await expect(chrome.updateWarning).toHaveCount(0);
});
