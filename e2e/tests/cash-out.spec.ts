import type { BrowserContext, Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { fundNewPlayer } from '../support/funded-player';

interface LineEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly isSuspended: boolean;
  readonly markets: readonly {
    readonly id: number;
    readonly outcome: string;
    readonly coef: number;
    readonly isBlocked: boolean;
  }[];
}

interface ShownCoupon {
  readonly state: string;
  readonly amount: number;
  readonly payout: number;
  readonly cashOut: { readonly stakeInPlay: number; readonly cashedOut: number };
}

/** A game of the section that takes bets, with its home win; live: the one that started last. */
async function homeWinIn(context: BrowserContext, base: string, section: 'line' | 'live') {
  const events = (await (
    await context.request.get(`${base}/web-api/line/events?section=${section}&lng=en`)
  ).json()) as LineEvent[];
  const open = events
    .flatMap((event) => {
      const market = event.markets.find(
        (one) => one.outcome === '1' && !one.isBlocked && one.coef >= 1.2,
      );
      return event.isSuspended || market === undefined ? [] : [{ event, market }];
    })
    .sort((a, b) => Date.parse(b.event.startsAt) - Date.parse(a.event.startsAt));
  if (open[0] === undefined) throw new Error(`the ${section} line has no open home win`);
  return open[0];
}

/** Puts the game's home win in the coupon, stakes `major` roubles and places it; its number. */
async function placeHomeWin(
  coupon: CouponPanel,
  pick: Awaited<ReturnType<typeof homeWinIn>>,
  major: string,
): Promise<number> {
  await coupon.whenOddsChange('Accept any change');
  await coupon.clickOdds({
    gameId: pick.event.id,
    marketId: pick.market.id,
    coef: pick.market.coef,
    game: `${pick.event.home} - ${pick.event.away}`,
    market: 'W1',
  });
  await coupon.root.getByLabel('Stake', { exact: true }).fill(major);
  await coupon.place();
  const success = coupon.root.locator('.bs-coupon__success');
  await expect(success).toContainText(/Coupon № \d+/);
  return Number(/№ (\d+)/.exec((await success.textContent()) ?? '')?.[1]);
}

/** The open bet of the slip for a coupon. */
const openBet = (coupon: CouponPanel, id: number): Locator =>
  coupon.root.locator(`.bs-coupon__open-bet[data-coupon-id="${id}"]`);

test.describe('cash-out', () => {
  test('a live coupon is cashed out at a value that moves with the odds, and the ledger holds', async ({
    page,
    context,
    baseURL,
  }) => {
    // A live bet, then odds that move at the feed's tick.
    test.slow();
    const base = baseURL as string;
    const player = await fundNewPlayer(context, base);
    const pick = await homeWinIn(context, base, 'live');
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    const id = await placeHomeWin(coupon, pick, '100');
    const funded = await player.balance();

    // The value follows the line's stream: the feed moves live odds every few seconds.
    const bet = openBet(coupon, id);
    const take = bet.locator('button.bs-coupon__cash-out');
    await expect(take).toBeVisible();
    const first = await take.textContent();
    await expect.poll(() => take.textContent(), { timeout: 30_000 }).not.toBe(first);

    // The player confirms the value shown; if it fell beyond the tolerance meanwhile, the slip
    // says so with the value now, and the player confirms that one.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await take.click();
      await bet.getByRole('button', { name: /^Confirm cash-out of/ }).click();
      const said = coupon.root.locator('[role="status"], [role="alert"]').filter({
        hasText: /Cashed out:|cash-out value has changed/,
      });
      await expect(said).toBeVisible();
      if ((await said.textContent())?.includes('Cashed out:') === true) break;
      await said.getByRole('button', { name: 'Close' }).click();
    }
    await expect(coupon.root.getByRole('status').filter({ hasText: 'Cashed out:' })).toBeVisible();
    await expect(bet).toHaveCount(0);

    const shown = (await (
      await context.request.get(`${base}/web-api/coupon/${id}`)
    ).json()) as ShownCoupon;
    expect(shown).toMatchObject({ state: 'cashed-out', cashOut: { cashedOut: shown.payout } });
    expect(await player.balance()).toBe(funded + shown.payout);

    await page.goto('/en/office/history');
    await expect(
      page
        .locator('section.bs-bet-history')
        .getByRole('button', { name: `№ ${id}` })
        .locator('xpath=ancestor::tr'),
    ).toContainText('Cashed out');
  });

  test('a part of a stake is cashed out and the rest stays in play', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    const player = await fundNewPlayer(context, base);
    const pick = await homeWinIn(context, base, 'line');
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    const id = await placeHomeWin(coupon, pick, '100');
    const funded = await player.balance();

    const bet = openBet(coupon, id);
    await bet.getByText('Cash out a part').click();
    await bet.getByLabel('Part of the stake to cash out').fill('40');
    await bet.getByRole('button', { name: /^Cash out the part for/ }).click();
    await bet.getByRole('button', { name: /^Confirm cash-out of/ }).click();
    await expect(bet.getByRole('status')).toContainText('Cashed out:');
    await expect(bet).toContainText(/Stake in play: \D*60[.,]00/);

    const shown = (await (
      await context.request.get(`${base}/web-api/coupon/${id}`)
    ).json()) as ShownCoupon;
    expect(shown).toMatchObject({ state: 'open', amount: 10_000, cashOut: { stakeInPlay: 6_000 } });
    expect(shown.cashOut.cashedOut).toBeGreaterThan(0);
    expect(await player.balance()).toBe(funded + shown.cashOut.cashedOut);

    await page.goto('/en/office/history');
    await expect(
      page
        .locator('section.bs-bet-history')
        .getByRole('button', { name: `№ ${id}` })
        .locator('xpath=ancestor::tr'),
    ).toContainText('Not settled · Cashed out');
  });
});
