import { expect, test } from '../fixtures';

/**
 * The import map carries each file's sha384 and SystemJS puts it on the script it adds, so a file
 * changed on its way (a compromised CDN, a proxy) is refused by the browser itself.
 */
test.use({ locale: 'ru-RU' });

test('a header file changed on its way is refused by its integrity, and the rest of the page works', async ({
  shell,
  page,
}) => {
  await page.route(/\/assets\/app\/header@[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()}\n;window.__tampered = true;\n`,
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text()))
      refusals.push(message.text());
  });

  await shell.visit('/ru/live');

  await expect(shell.shellPage).toHaveAttribute('data-page', 'sportsbook-listing');
  await expect(shell.header).toHaveCount(0);
  expect(refusals.join('\n')).toMatch(/integrity.*\/assets\/app\/header@/);
  expect(
    await page.evaluate(() => (window as { __tampered?: boolean }).__tampered),
  ).toBeUndefined();

  await shell.visit('/en/about');
  await expect(shell.shellPage).toHaveAttribute('data-page', 'information');
});
