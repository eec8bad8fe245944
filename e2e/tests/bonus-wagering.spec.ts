import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { RegistrationPage } from '../pages/registration-page';
import { ops } from '../support/operator';
import { paymentsApi } from '../support/payments-api';

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

async function openMarket(context: BrowserContext, base: string) {
  const events = (await (
    await context.request.get(`${base}/web-api/line/events?section=line&lng=en`)
  ).json()) as LineEvent[];
  for (const event of events) {
    const market = event.markets.find((one) => !one.isBlocked && one.coef >= 1.2);
    if (!event.isSuspended && market !== undefined) return { event, market };
  }
  throw new Error('the seeded line has no open market');
}

// The operator makes an offer of its own with a journey-sized wagering (once the bonus), so the
// journey changes no offer another journey's player could take.
test('a new player registers with a promo code, gets a deposit match, wagers it and the remainder moves to the real account', async ({
  shell,
  page,
  context,
  baseURL,
}) => {
  // Registration, a deposit, a bet and two office pages: more than one page's budget.
  test.slow();
  const base = baseURL as string;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await ops(
    'bonuses',
    'offer-add',
    `journey-${tag}`,
    '--kind',
    'deposit_match',
    '--title-ru',
    'Бонус путешествия',
    '--title-en',
    'Journey match',
    '--terms',
    '{"percent":100,"wageringMultiplier":1,"sportsMinOdds":1.1}',
  );
  const code = `J${tag}`.toUpperCase();
  await ops('bonuses', 'code-add', code, `journey-${tag}`);

  await shell.open('/ru/registration');
  await page.getByLabel('Промокод (если есть)').fill(code.toLowerCase());
  const registration = new RegistrationPage(page);
  await registration.registerOneClick();
  await registration.continue();

  // RUB 150.00 in, the coupon's default stake: the match is RUB 150.00 to wager once.
  const deposit = await (await paymentsApi(context, base)).deposit(15_000);
  expect(deposit.status).toBe(200);
  const paid = await context.request.post(`${base}${deposit.body.redirectUrl ?? ''}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  await page.goto('/ru/office/bonuses/wager');
  const card = page
    .locator('.bs-office-money__bonus-card')
    .filter({ hasText: 'Бонус путешествия' });
  await expect(card).toContainText('Отыгрывается');
  await expect(card).toContainText(/Осталось отыграть: 150,00/);

  const { event, market } = await openMarket(context, base);
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
  await expect(coupon.root.locator('.bs-coupon__success')).toContainText(/Bet accepted/);

  await page.goto('/en/office/bonuses/wager');
  const wagered = page.locator('.bs-office-money__bonus-card').filter({ hasText: 'Journey match' });
  await expect(wagered).toContainText('Wagered');
  await expect(wagered).toContainText(/150\.00 moved to your account/);
  const balance = (await (await context.request.get(`${base}/web-api/user/balance`)).json()) as {
    balance: number;
    bonus: number;
  };
  expect(balance).toMatchObject({ balance: 15_000, bonus: 0 });
  expect(await ops('ledger', 'check')).toContain('every balance is the sum of its ledger entries');
});
