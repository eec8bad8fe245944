import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { MoneyPages } from '../pages/money-pages';
import { RegistrationPage } from '../pages/registration-page';
import { paymentsApi } from '../support/payments-api';
import { signInNewPlayer } from '../support/signed-in-player';

interface LineEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly isSuspended: boolean;
  readonly markets: readonly {
    readonly id: number;
    readonly coef: number;
    readonly isBlocked: boolean;
  }[];
}

/** A new player signed in with RUB 1,000.00 deposited through the demo payment page. */
async function signInFundedPlayer(context: BrowserContext, base: string): Promise<void> {
  await signInNewPlayer(context, base);
  const deposit = await (await paymentsApi(context, base)).deposit(100_000);
  expect(deposit.status).toBe(200);
  const paid = await context.request.post(`${base}${deposit.body.redirectUrl ?? ''}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** The pre-match line's games that take bets, each with its first open market. */
async function openLine(context: BrowserContext, base: string) {
  const events = (await (
    await context.request.get(`${base}/web-api/line/events?section=line&lng=en`)
  ).json()) as LineEvent[];
  return events.flatMap((event) => {
    const market = event.markets.find((one) => !one.isBlocked);
    return event.isSuspended || market === undefined ? [] : [{ event, market }];
  });
}

// The betting pages that fill the coupon are another app: these journeys send the clicks on odds
// the way those pages do, over the page's bus, with the server's real line markets when a coupon is
// placed through the placement API.
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
      coupon.root.getByText('Click on odds to add a selection to the coupon.'),
    ).toBeVisible();
    // A move inside the site: the coupon that was there must go. After a full load its absence
    // would prove nothing, since it mounts only after the first paint; single-spa unmounts it
    // before it mounts the office page, so once that page shows the coupon is gone or never will be.
    await page.locator('header.bs-header .bs-header__player-toggle').click();
    await page.locator('header.bs-header').getByRole('link', { name: 'Bet history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
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
    await expect(coupon.root.locator('.bs-coupon__totals')).toContainText('RUB 506.25');

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

test.describe('placing a coupon', () => {
  test('a funded player places a single on the line, sees it accepted, prints it and finds it in the history', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL as string;
    await signInFundedPlayer(context, base);
    const [open] = await openLine(context, base);
    if (open === undefined) throw new Error('the seeded line has no open market');
    const { event, market } = open;

    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await coupon.clickOdds({
      gameId: event.id,
      marketId: market.id,
      coef: market.coef,
      game: `${event.home} - ${event.away}`,
      market: 'W1',
    });
    await expect(coupon.count).toHaveText('1');
    // The demo feed may move odds meanwhile: the player takes any change, as the setting offers.
    await coupon.whenOddsChange('Accept any change');
    await coupon.place();
    const success = coupon.root.locator('.bs-coupon__success');
    await expect(success).toContainText(/Bet accepted\. Coupon № \d+\./);
    const couponId = /№ (\d+)/.exec((await success.textContent()) ?? '')?.[1] as string;
    await expect(coupon.count).toHaveText('0');

    await success.getByRole('link', { name: 'Print the coupon' }).click();
    const receipt = page.locator('section.bs-print-coupon');
    await expect(receipt.getByRole('heading', { name: `Coupon № ${couponId}` })).toBeVisible();
    await expect(receipt).toContainText(`${event.home} - ${event.away}`);
    await expect(receipt).toContainText('RUB 150.00');

    await page.goto('/en/office/history');
    const history = page.locator('section.bs-bet-history');
    await expect(history.getByRole('button', { name: `№ ${couponId}` })).toBeVisible();
    await expect(
      history.getByRole('button', { name: `№ ${couponId}` }).locator('xpath=ancestor::tr'),
    ).toContainText('Not settled');
  });

  test('a player with an empty account is told there is not enough money, and keeps the coupon', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL as string;
    await signInNewPlayer(context, base);
    const events = (await (
      await context.request.get(`${base}/web-api/line/events?section=line&lng=en`)
    ).json()) as LineEvent[];
    const event = events.find(
      (one) => !one.isSuspended && one.markets.some((market) => !market.isBlocked),
    );
    if (event === undefined) throw new Error('the seeded line has no open market');
    const market = event.markets.find((one) => !one.isBlocked)!;
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    await coupon.clickOdds({
      gameId: event.id,
      marketId: market.id,
      coef: market.coef,
      game: `${event.home} - ${event.away}`,
      market: 'W1',
    });
    await coupon.whenOddsChange('Accept any change');
    await coupon.place();
    await expect(coupon.root.getByRole('alert')).toContainText(
      'There is not enough money on the account for this stake.',
    );
    await expect(coupon.count).toHaveText('1');
    await coupon.root.getByRole('alert').getByRole('link', { name: 'Top up the account' }).click();
    await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  });

  test("keeps the support button and scroll-to-top off the coupon's totals and place button on a desktop", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const coupon = new CouponPanel(page);
    await coupon.open('/en/line');
    for (const id of [1, 2, 3, 4])
      await coupon.clickOdds({
        gameId: id,
        marketId: 900 + id,
        coef: 1.5,
        game: `Home ${id} - Away ${id}`,
        market: 'W1',
      });
    await expect(coupon.count).toHaveText('4');
    // The settings open: a coupon taller than the window, as a player with many selections has.
    await coupon.root.getByText('Coupon settings').click();
    const support = page.locator('a.bs-support');
    await expect(support).toBeVisible();
    expect(await apart(coupon.root, support)).toBe(true);
    // Kept in view while the page scrolls: at the bottom of the window, still clear of the buttons.
    await coupon.root.getByLabel('Keep the coupon in view while scrolling').check();
    await page.evaluate(() => window.scrollTo(0, 2 * window.innerHeight));
    const scrollToTop = page.getByRole('button', { name: 'Back to the top' });
    await expect(scrollToTop).toBeVisible();
    expect(await apart(coupon.root, support)).toBe(true);
    expect(await apart(coupon.root, scrollToTop)).toBe(true);
  });

  test('on a phone a new player registers and deposits through the pages, fills the coupon from the line, opens it from its bar, places an accumulator and finds it in the history', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL as string;
    await page.setViewportSize({ width: 390, height: 844 });
    // Registered in one click from the header, and RUB 1,000 deposited through the demo
    // provider's page: each page no wider than the phone.
    await page.goto('/ru/');
    await page.locator('header.bs-header').getByRole('link', { name: 'Регистрация' }).click();
    const registration = new RegistrationPage(page);
    await registration.registerOneClick();
    expect(await fitsTheWidth(page)).toBe(true);
    await registration.continue();
    const money = new MoneyPages(page);
    await money.deposit('1000');
    expect(await fitsTheWidth(page)).toBe(true);
    await expect(money.headerBalance).toContainText('1,000.00');
    const games = (await openLine(context, base)).slice(0, 3);
    expect(games).toHaveLength(3);
    // To the line by the bottom navigation, as a thumb would.
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Sports' })
      .click();
    await expect(page).toHaveURL(/\/en\/line$/);
    const bar = page.locator('.bs-coupon-bar');
    const status = page.locator('.bs-coupon-announce');
    for (const [index, { market }] of games.entries()) {
      await page
        .locator(`button.bs-sportsbook__odd[data-market-id="${market.id}"]`)
        .first()
        .click();
      // Said at once: the bar's count, and words for a screen reader.
      await expect(bar.locator('.bs-coupon__count')).toHaveText(String(index + 1));
      await expect(status).toHaveText('Added to the coupon');
    }
    await expect(bar).toContainText('Total odds');
    expect(await fitsTheWidth(page)).toBe(true);
    // At the page's end the bar keeps the last of it clear, and the support button stands above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('.bs-footer__copyright');
    await expect(copyright).toBeInViewport();
    expect(await apart(bar, copyright)).toBe(true);
    expect(await apart(bar, page.locator('a.bs-support'))).toBe(true);

    await bar.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Coupon 3' })).toBeVisible();
    // Named by its count, which placing empties.
    const sheet = page.getByRole('dialog', { name: /^Coupon \d/ });
    await expect(sheet.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await fitsTheWidth(page)).toBe(true);
    await sheet.getByText('Coupon settings').click();
    await sheet.getByLabel('When odds change').selectOption({ label: 'Accept any change' });
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    const success = sheet.locator('.bs-coupon__success');
    await expect(success).toContainText(/Bet accepted\. Coupon № \d+\./);
    const couponId = /№ (\d+)/.exec((await success.textContent()) ?? '')?.[1] as string;
    await expect(bar).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await page.goto('/en/office/history');
    const history = page.locator('section.bs-bet-history');
    await history.getByRole('button', { name: `№ ${couponId}` }).click();
    for (const { event } of games) await expect(history).toContainText(event.home);
    expect(await fitsTheWidth(page)).toBe(true);
  });
});

/** Whether two boxes of the page do not overlap (both must be shown). */
async function apart(one: Locator, other: Locator): Promise<boolean> {
  const a = await one.boundingBox();
  const b = await other.boundingBox();
  if (a === null || b === null) throw new Error('one of the two is not shown');
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  );
}

/** No sideways scroll: the page is no wider than the window. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('the coupon and the betting pages', () => {
  test('a click on odds of a betting page puts it in the coupon and marks it; a second click takes it out', async ({
    page,
  }) => {
    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    const odd = page.locator('button.bs-sportsbook__odd:not([disabled])').first();
    await odd.click();
    await expect(coupon.count).toHaveText('1');
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    await odd.click();
    await expect(coupon.count).toHaveText('0');
    await expect(odd).toHaveAttribute('aria-pressed', 'false');
  });
});
