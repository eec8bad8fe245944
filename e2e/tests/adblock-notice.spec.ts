import { expect, test } from '../fixtures';

test.use({ locale: 'ru-RU' });

test('an ad blocker that refuses the bait gets its notice', async ({ shell, chrome, page }) => {
  await page.route('**/web-api/ads/**', (route) => route.abort('blockedbyclient'));
  await page.clock.install();
  await shell.open('/ru/');
  await page.clock.fastForward(3_000);
  await expect(chrome.adblockNotice).toContainText('Сайт заблокирован блокировщиком рекламы.');
});
