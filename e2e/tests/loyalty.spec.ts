import { expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

// The office promotion page (docs/loyalty.md): what a player can take now, the friend link among
// it, in English on a desktop and in Russian on a 390 px phone.

test('the promotion page lists the cashback, the level and the friend link, on a desktop and a phone', async ({
  context,
  page,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL as string);
  await page.goto('/en/office/promotion');
  const promotion = page.locator('[data-page="promotion"]');
  await expect(promotion.getByRole('heading', { level: 1 })).toHaveText('Promotions for you');
  await expect(promotion.locator('[data-friend-link]')).toHaveValue(
    `${baseURL}/en/?bf=${player.userId}`,
  );
  await expect(promotion.locator('[data-offer="cashback"]')).toContainText(
    'No cashback due this week.',
  );
  await expect(promotion.locator('[data-offer="rewards"]')).toContainText('Bronze');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru/office/promotion');
  await expect(promotion.getByRole('heading', { level: 1 })).toHaveText('Акции для вас');
  await expect(promotion.locator('[data-friend-link]')).toHaveValue(
    `${baseURL}/ru/?bf=${player.userId}`,
  );
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
