import { CSRF_COOKIE } from '@betshell/domain';
import type { APIRequestContext } from '@playwright/test';
import { opsToken } from '../site-under-test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { fundNewPlayer } from '../support/funded-player';
import { signInApi } from '../support/sign-in-api';
import { signInNewPlayer } from '../support/signed-in-player';

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
  readonly champName: string;
  readonly home: string;
  readonly away: string;
  readonly isSuspended: boolean;
  readonly markets: readonly LineMarket[];
}

/** Kinds of the domain's market-catalogue.ts: both teams to score, and the Asian handicap's lines. */
const BOTH_TEAMS_TO_SCORE = 8;
const ASIAN_HANDICAP = 29;

/** A pre-match football game of the seeded line, with every market its page shows. */
/**
 * An open football game of the line: the first, or the last. Journeys run side by side, and the
 * ones that enter results settle the first games of the line (this file's bet, the coupon
 * settlement's): a journey that needs its game to stay on the line takes the last.
 */
async function footballGame(
  api: APIRequestContext,
  base: string,
  which: 'first' | 'last' = 'first',
): Promise<LineEvent> {
  const listed = (await (
    await api.get(`${base}/web-api/line/events?section=line&sportId=1&lng=en`)
  ).json()) as LineEvent[];
  const open = listed.filter((event) => !event.isSuspended);
  const game = which === 'first' ? open[0] : open.at(-1);
  if (game === undefined) throw new Error('the seeded line has no open football game');
  return (await (
    await api.get(`${base}/web-api/line/events/${game.id}?lng=en`)
  ).json()) as LineEvent;
}

test.describe('deeper markets', () => {
  test('a bet on both teams to score and one on a quarter-line Asian handicap are placed from the game’s page and settled by the result, one whole and one half won', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    const player = await fundNewPlayer(context, base);
    const game = await footballGame(context.request, base);
    const both = game.markets.find(
      (market) => market.kind === BOTH_TEAMS_TO_SCORE && market.outcome === 'yes',
    );
    // The home side giving three quarters of a goal: a one-goal win half wins it.
    const asian = game.markets.find(
      (market) =>
        market.kind === ASIAN_HANDICAP && market.outcome === '1' && market.param === -0.75,
    );
    if (both === undefined || asian === undefined) throw new Error('the game lacks its markets');

    const coupon = new CouponPanel(page);
    await coupon.open(`/en/line/game/${game.id}`);
    await coupon.whenOddsChange('Accept any change');
    const groups = page.locator('section.bs-sportsbook__market-group');
    await expect(groups.filter({ hasText: 'Both teams to score' })).toBeVisible();
    expect(await groups.count()).toBeGreaterThanOrEqual(20);

    const funded = await player.balance();
    for (const market of [both, asian]) {
      await page.locator(`.bs-sportsbook__game-markets [data-market-id="${market.id}"]`).click();
      await expect(coupon.count).toHaveText('1');
      await coupon.place();
      await expect(coupon.root.locator('.bs-coupon__success')).toBeVisible();
    }
    await expect(coupon.root).toBeVisible();
    const placed = await player.coupons();
    expect(placed).toHaveLength(2);
    const staked = await player.balance();
    expect(staked).toBe(funded - placed.reduce((sum, one) => sum + one.amount, 0));

    const result = await context.request.post(`${base}/ops-api/v1/line/events/${game.id}/result`, {
      headers: { authorization: `Bearer ${opsToken}` },
      data: { home: 2, away: 1 },
    });
    expect(result.status()).toBe(200);
    // The newest coupon first: the handicap half won (half at its odds, half back), both teams
    // scored in full. Stakes are the coupon's first amount, the same for both.
    const [second, first] = placed;
    const halfWon = Math.floor(
      ((second?.amount ?? 0) * (Math.round(asian.coef * 1000) + 1000)) / 2000,
    );
    const won = Math.floor(((first?.amount ?? 0) * Math.round(both.coef * 1000)) / 1000);
    await expect.poll(() => player.balance()).toBe(staked + won + halfWon);
  });

  test('a favourite game and championship starred on one device are kept for the player on another', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const base = baseURL as string;
    const player = await signInNewPlayer(context, base);
    const game = await footballGame(context.request, base, 'last');
    await page.goto(`/en/line/game/${game.id}`);
    const gameStar = page.getByRole('button', { name: `Favourite: ${game.home} — ${game.away}` });
    const champStar = page.getByRole('button', { name: `Favourite: ${game.champName}` }).first();
    // Each star is kept once the server answers it.
    for (const [star, kind] of [
      [gameStar, 'event'],
      [champStar, 'champ'],
    ] as const) {
      const kept = page.waitForResponse(
        (answer) =>
          answer.url().includes(`/web-api/favourites/${kind}/`) &&
          answer.request().method() === 'PUT',
      );
      await star.click();
      expect((await kept).status()).toBe(200);
    }
    await expect(gameStar).toHaveAttribute('aria-pressed', 'true');

    // Another browser, signed in with the same login: home lists the favourites, starred.
    const other = await browser.newContext({ baseURL: base });
    try {
      const api = await signInApi(other, base);
      const login = await api.logIn({
        form: 'login_password',
        uLogin: player.login,
        uPassword: player.password,
      });
      expect(login.status).toBe(200);
      const token = (await (
        await other.request.get(`${base}/web-api/user/gettoken?force_refresh=true`)
      ).json()) as { data: { token: string } };
      await other.addCookies([{ name: 'user_token', value: token.data.token, url: base }]);
      expect((await other.cookies(base)).some((one) => one.name === CSRF_COOKIE)).toBe(true);
      const phone = await other.newPage();
      await phone.goto('/en');
      const favourites = phone.locator('[data-block="favourites"]');
      await expect(favourites.locator(`[data-event-id="${game.id}"]`)).toBeVisible();
      await expect(
        favourites.getByRole('button', { name: `Favourite: ${game.home} — ${game.away}` }).first(),
      ).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await other.close();
    }
  });
});
