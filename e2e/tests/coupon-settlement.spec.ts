import type { APIRequestContext } from '@playwright/test';
import { opsToken } from '../site-under-test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { paymentsApi } from '../support/payments-api';
import { signInNewPlayer } from '../support/signed-in-player';

interface LineMarket {
  readonly id: number;
  readonly kind: number;
  readonly outcome: string;
  readonly coef: number;
  readonly isBlocked: boolean;
}

interface LineEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly isSuspended: boolean;
  readonly markets: readonly LineMarket[];
}

interface Balance {
  readonly balance: number;
}

/** A pre-match game and its home win, which a 2:0 result decides as won. */
interface HomeWin {
  readonly event: LineEvent;
  readonly market: LineMarket;
}

async function homeWins(api: APIRequestContext, base: string, count: number): Promise<HomeWin[]> {
  const events = (await (
    await api.get(`${base}/web-api/line/events?section=line&lng=en`)
  ).json()) as LineEvent[];
  const open = events.flatMap((event) => {
    const market = event.markets.find(
      (one) => one.outcome === '1' && !one.isBlocked && one.coef >= 1.1,
    );
    return event.isSuspended || market === undefined ? [] : [{ event, market }];
  });
  if (open.length < count) throw new Error(`the seeded line has ${open.length} open home wins`);
  return open.slice(0, count);
}

async function balanceOf(api: APIRequestContext, base: string): Promise<number> {
  return ((await (await api.get(`${base}/web-api/user/balance`)).json()) as Balance).balance;
}

/** The placed coupon's number, from the success view. */
async function placedCouponId(coupon: CouponPanel): Promise<string> {
  const success = coupon.root.locator('.bs-coupon__success');
  await expect(success).toContainText(/Bet accepted\. Coupon № \d+\./);
  const id = /№ (\d+)/.exec((await success.textContent()) ?? '')?.[1];
  if (id === undefined) throw new Error('the success view names no coupon');
  return id;
}

// decisions.md: bets settle when the event's result is entered, by the demo feed or an operator;
// the journey enters them as the operator, so it need not wait for the feed's final whistle.
test.describe('settling bets', () => {
  test('an express with the bonus odds and a system 2 of 3 with a banker take their stakes, and once the results are in the winnings reach the balance and the history', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    const api = context.request;
    await signInNewPlayer(context, base);
    const deposit = await (await paymentsApi(context, base)).deposit(100_000);
    expect(deposit.status).toBe(200);
    const paid = await api.post(`${base}${deposit.body.redirectUrl ?? ''}`, {
      form: { outcome: 'success' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const games = await homeWins(api, base, 4);
    const funded = await balanceOf(api, base);

    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await coupon.whenOddsChange('Accept any change');
    const pick = async ({ event, market }: HomeWin) =>
      coupon.clickOdds({
        gameId: event.id,
        marketId: market.id,
        coef: market.coef,
        game: `${event.home} - ${event.away}`,
        market: 'W1',
      });

    // An accumulator of three games: section 4 adds the bonus odds (1.03 for three bets).
    for (const game of games.slice(0, 3)) await pick(game);
    await expect(coupon.root.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(coupon.root.locator('.bs-coupon__bonus-bet')).toContainText('1.03');
    await coupon.place();
    const express = await placedCouponId(coupon);

    // A system of four games, the first a banker: 2 of the other 3, three lines.
    for (const game of games) await pick(game);
    await expect(coupon.count).toHaveText('4');
    await coupon.root.getByRole('tab', { name: 'System' }).click();
    await coupon
      .selection(`${games[0]!.event.home} - ${games[0]!.event.away}`)
      .getByLabel('Banker')
      .check();
    await coupon.root
      .locator('label.bs-coupon__field', { hasText: 'System' })
      .locator('select')
      .selectOption('2');
    await coupon.place();
    const system = await placedCouponId(coupon);

    // Both stakes left the account, and the header shows it without a reload.
    const staked = await balanceOf(api, base);
    expect(staked).toBeLessThan(funded);
    await expect(page.locator('.bs-balance__current')).toBeVisible();

    for (const { event } of games) {
      const result = await api.post(`${base}/ops-api/v1/line/events/${event.id}/result`, {
        headers: { authorization: `Bearer ${opsToken}` },
        data: { home: 2, away: 0 },
      });
      expect(result.status()).toBe(200);
    }
    // Every selection won: both coupons pay more than they took.
    await expect.poll(() => balanceOf(api, base)).toBeGreaterThan(funded);

    await page.goto('/en/office/history');
    const history = page.locator('section.bs-bet-history');
    for (const id of [express, system]) {
      await expect(
        history.getByRole('button', { name: `№ ${id}` }).locator('xpath=ancestor::tr'),
      ).toContainText('Won');
    }
  });
});
