import { opsToken } from '../site-under-test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { fundNewPlayer } from '../support/funded-player';

interface LineMarket {
  readonly id: number;
  readonly kind: number;
  readonly outcome: string;
  readonly param: number;
  readonly coef: number;
  readonly isBlocked: boolean;
}

interface LineEvent {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly home: string;
  readonly away: string;
  readonly state: string;
  readonly isSuspended: boolean;
  readonly markets: readonly LineMarket[];
}

const HANDICAP = 4;

test.describe('esports and statistics', () => {
  test('a bet on an esports map handicap, placed from the esports page, wins once the maps are entered', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL as string;
    const api = context.request;
    const funded = await fundNewPlayer(context, base);
    const matches = (await (
      await api.get(`${base}/web-api/line/events?section=line&sportId=40&lng=en`)
    ).json()) as LineEvent[];
    // A match of the esports line and its favourite's -1.5 maps, which a 2:0 decides as won.
    const match = matches.find((one) => !one.isSuspended);
    const market = match?.markets.find(
      (one) => one.kind === HANDICAP && one.outcome === '1' && one.param === -1.5,
    );
    if (match === undefined || market === undefined) throw new Error('no esports match to bet on');

    const coupon = new CouponPanel(page);
    await coupon.open(`/en/esports/real/40/${match.champId}`);
    await expect(page.getByRole('link', { name: 'Dota 2' })).toBeVisible();
    await coupon.whenOddsChange('Accept any change');
    await page.locator(`[data-event-id="${match.id}"] [data-market-id="${market.id}"]`).click();
    await expect(coupon.count).toHaveText('1');
    await coupon.place();
    await expect(coupon.root.locator('.bs-coupon__success')).toContainText(/Coupon № \d+/);
    const before = await funded.balance();

    const result = await api.post(`${base}/ops-api/v1/line/events/${match.id}/result`, {
      headers: { authorization: `Bearer ${opsToken}` },
      data: { home: 2, away: 0 },
    });
    expect(result.status()).toBe(200);
    await expect.poll(() => funded.balance()).toBeGreaterThan(before);
  });

  test('the statistic page of a game in play, the stream view’s tracker, on a phone and in Russian', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL as string;
    const live = (await (
      await context.request.get(`${base}/web-api/line/events?section=live&sportId=1&lng=en`)
    ).json()) as LineEvent[];
    const game = live[0];
    if (game === undefined) throw new Error('no football game in play');

    await page.goto(`/en/statistic/game/${game.id}`);
    for (const name of ['Match figures', 'Form', 'Head to head'])
      await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page.locator('[data-stat="possession"]')).toBeVisible();
    await expect(page.locator('.bs-sections__table tbody tr')).toHaveCount(8);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ru/esports/stream');
    await page.getByRole('link', { name: 'Смотреть матч' }).first().click();
    // The tracker waits for the game's statistics, a read of its own after the game's.
    await expect(page.getByRole('heading', { name: /^Трекер матча/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('svg.bs-sections__field')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
