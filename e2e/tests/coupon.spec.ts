import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { signInNewPlayer } from '../support/signed-in-player';

// Placing a coupon end to end needs the placement API (POST /web-api/coupon) and the betting pages
// that fill the coupon; these journeys cover what the coupon does on its own: showing beside the
// betting pages, taking the clicks a betting page sends over the bus, keeping them across a reload,
// the office bet history's filters and the print-coupon page of an unknown coupon.
test.describe('the coupon', () => {
  test('floats beside a betting page, empty, and not on the office pages', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await expect(
      coupon.root.getByText('Click on odds to add a selection to the bet slip.'),
    ).toBeVisible();
    await page.goto('/en/office/responsible');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(coupon.root).toHaveCount(0);
  });

  test('takes the odds a betting page sends, makes an accumulator, and keeps it across a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await coupon.clickOdds({
      gameId: 1,
      marketId: 101,
      coef: 1.5,
      game: 'Reds - Blues',
      market: 'W1',
    });
    await coupon.clickOdds({
      gameId: 2,
      marketId: 202,
      coef: 2.25,
      game: 'Greens - Whites',
      market: 'X',
    });
    await expect(coupon.count).toHaveText('2');
    await expect(coupon.root.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(coupon.root.locator('.bs-coupon__totals')).toContainText('3.375');
    await expect(coupon.root.locator('.bs-coupon__totals')).toContainText('506.25 RUB');

    await page.reload();
    await expect(coupon.selection('Reds - Blues')).toBeVisible();
    await expect(coupon.selection('Greens - Whites')).toBeVisible();
    await coupon.root.getByRole('button', { name: 'Remove Reds - Blues · W1' }).click();
    await expect(coupon.count).toHaveText('1');
  });

  test('asks a visitor to log in to place a bet, and says a coupon number is made of digits', async ({
    page,
  }) => {
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await coupon.loadByCode('12ab');
    await expect(coupon.root.getByText('A coupon number is made of digits.')).toBeVisible();
    await coupon.clickOdds({
      gameId: 3,
      marketId: 303,
      coef: 1.8,
      game: 'Lions - Tigers',
      market: 'W2',
    });
    await expect(coupon.root.getByRole('button', { name: 'Log in to place a bet' })).toBeVisible();
  });
});

test.describe('the office bet history', () => {
  test('offers date and state filters and refuses a range that ends before it starts', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    await page.goto('/en/office/history');
    const history = page.locator('section.bs-bet-history');
    await expect(history.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
    await history.getByLabel('From').fill('2026-11-20');
    await history.getByLabel('To').fill('2026-11-01');
    await history.getByLabel('Status').selectOption('won');
    await history.getByRole('button', { name: 'Show' }).click();
    await expect(history.getByText('The start date is after the end date.')).toBeVisible();
  });
});
