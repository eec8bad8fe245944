import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SportsbookPage } from '../pages/sportsbook-page';

test.use({ locale: 'en-US' });

// The home page's first screen of odds is in the page's HTML (server/src/chrome/
// sportsbook-first-screen.ts): on a phone the sportsbook's code comes after the first paint.
test.describe('the first odds painted with the page', () => {
  test('a phone player taps painted odds before the sportsbook runs and finds them in the coupon, with the page unmoved', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The sportsbook's code is held back, so the painted page is what the player has meanwhile.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app/sportsbook@*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/');
    const painted = page.locator('#shell-main section.bs-sportsbook[data-first-paint]');
    const tapped = painted.locator('button.bs-sportsbook__odd:not([disabled])').first();
    await expect(tapped).toBeVisible();
    const marketId = Number(await tapped.getAttribute('data-market-id'));
    const price = await tapped.locator('.bs-sportsbook__odd-price').textContent();
    // The price of the line the server painted the page from, which it wrote into the page for
    // the sportsbook to start from (the server's tests hold it to be the line API's answer; the
    // demo feed moves the odds every few seconds, so the API asked again may already differ).
    type Events = { markets: { id: number; coef: number }[] }[];
    const from = JSON.parse(
      (await painted.locator('script[data-sportsbook-first-screen]').textContent()) ?? '',
    ) as { live: Events; line: Events };
    const market = [...from.live, ...from.line]
      .flatMap((event) => event.markets)
      .find((one) => one.id === marketId);
    expect(Number(price)).toBe(market?.coef);
    const row = async (from: Locator) => {
      const box = await from.boundingBox();
      return box === null ? null : { x: box.x, y: box.y, width: box.width };
    };
    const paintedRow = await row(tapped.locator('xpath=ancestor::li[1]'));
    const paintedTop = (await tapped.boundingBox())?.y;

    await tapped.click();
    await expect(tapped).toHaveAttribute('aria-pressed', 'true');
    release();

    const sportsbook = new SportsbookPage(page);
    await expect(painted).toHaveCount(0);
    await expect(sportsbook.odd(marketId)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.bs-coupon-bar .bs-coupon__count')).toHaveText('1');
    // The same game's row where the painted one was, its odds at the same height (an odd whose
    // price moved since the page was painted shows which way, and is that much wider).
    expect(await row(sportsbook.odd(marketId).locator('xpath=ancestor::li[1]'))).toEqual(
      paintedRow,
    );
    expect((await sportsbook.odd(marketId).boundingBox())?.y).toBe(paintedTop);
    // From now on the page is the sportsbook's: a tap takes the odds back out.
    await sportsbook.odd(marketId).click();
    await expect(sportsbook.odd(marketId)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.bs-coupon-bar')).toHaveCount(0);
  });
});
