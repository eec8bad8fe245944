import { expect, test } from '../fixtures';
import { fundNewPlayer } from '../support/funded-player';
import { ops } from '../support/operator';

interface TotoCoupon {
  readonly id: number;
  readonly drawId: number;
  readonly state: string;
  readonly stakeMinor: number;
  readonly payoutMinor: number;
}

// Toto and lotto (docs/lottery-games.md): bought from the account, settled by the operator's
// command, paid once; a lotto draw checked in the browser against its published commitment.
test.describe('toto and lotto', () => {
  test('a toto coupon with several outcomes is bought, settled from the results and paid', async ({
    page,
    context,
    baseURL,
  }) => {
    const funded = await fundNewPlayer(context, baseURL ?? '');
    await page.goto('/en/toto');
    const matches = page.locator('.bs-lottery__match');
    await expect(matches).toHaveCount(15);
    // Two outcomes of the first match, all three of the second, the home win of the rest: 6.
    await matches.nth(0).getByRole('button', { name: /: 1$/ }).click();
    await matches.nth(0).getByRole('button', { name: /: X$/ }).click();
    for (const outcome of ['1', 'X', '2'])
      await matches
        .nth(1)
        .getByRole('button', { name: new RegExp(`: ${outcome}$`) })
        .click();
    for (let index = 2; index < 15; index += 1)
      await matches.nth(index).getByRole('button', { name: /: 1$/ }).click();
    await expect(page.getByText('Combinations: 6.')).toBeVisible();
    await page.getByRole('button', { name: 'Buy the coupon' }).click();
    await expect(page.locator('.bs-lottery').getByRole('status')).toContainText(
      /Coupon \d+ is bought\./,
    );

    const coupons = async () =>
      (
        (await (await context.request.get('/web-api/toto/coupons')).json()) as {
          coupons: TotoCoupon[];
        }
      ).coupons;
    const [bought] = await coupons();
    expect(bought?.stakeMinor).toBe(6 * 5000);
    expect(await funded.balance()).toBe(100_000 - 6 * 5000);

    // Every pick holds (X in the first match, 1 in the others): one combination has 15 correct.
    await ops('toto', 'settle', String(bought!.drawId), `X${'1'.repeat(14)}`);
    const [paid] = await coupons();
    expect(paid).toMatchObject({ state: 'won' });
    expect(paid!.payoutMinor).toBeGreaterThan(0);
    expect(await funded.balance()).toBe(100_000 - 6 * 5000 + paid!.payoutMinor);
    // Settling again pays nothing more.
    expect(await ops('toto', 'settle', String(bought!.drawId), 'random')).toContain(
      'nothing paid again',
    );
    expect(await funded.balance()).toBe(100_000 - 6 * 5000 + paid!.payoutMinor);

    await page
      .getByRole('navigation', { name: 'Toto' })
      .getByRole('link', { name: 'My coupons' })
      .click();
    const card = page.locator(`[data-coupon-id="${bought!.id}"]`);
    await expect(card).toContainText('Won');
    await expect(card).toContainText('best: 15 correct');
  });

  test('a lotto ticket is bought on a phone, drawn, and the draw verified in the browser', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await fundNewPlayer(context, baseURL ?? '');
    await page.goto('/en/lotto');
    await page.getByRole('link', { name: 'Play 6/45' }).click();
    await expect(page).toHaveURL(/\/en\/lotto\/view\/1$/);
    const numbers = page.getByRole('group', { name: 'Numbers' });
    for (const number of [3, 7, 12, 21, 33, 45])
      await numbers.getByRole('button', { name: String(number), exact: true }).click();
    await expect(page.getByText('Chosen 6 of 6.')).toBeVisible();
    await page.getByRole('button', { name: 'Buy the ticket', exact: true }).click();
    await expect(page.locator('.bs-lottery').getByRole('status')).toContainText(
      /Ticket \d+ is bought: 3, 7, 12, 21, 33, 45\./,
    );
    // No page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const lotteries = (await (await context.request.get('/web-api/lotto/lotteries')).json()) as {
      lotteries: { id: number; openDraw: { id: number; seedHash: string } }[];
    };
    const draw = lotteries.lotteries.find((one) => one.id === 1)!.openDraw;
    expect(await ops('lotto', 'draw', String(draw.id))).toContain(`drew lotto draw ${draw.id}`);

    await page.goto('/en/lotto/results/1');
    const result = page.locator(`[data-draw-id="${draw.id}"]`);
    await expect(result).toContainText(draw.seedHash);
    await expect(result.locator('[data-ticket-id]')).toContainText(/Won|Lost/);
    await result.getByRole('button', { name: 'Verify the draw' }).click();
    await expect(result.getByRole('status')).toContainText(
      'Verified: the seed matches the commitment',
    );
  });
});
