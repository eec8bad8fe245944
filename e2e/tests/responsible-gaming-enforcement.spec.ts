import { REALITY_CHECK_PATH, type RealityCheck } from '@betshell/domain/limits';
import { expect, test } from '../fixtures';
import { ResponsibleGamingPage } from '../pages/responsible-gaming-page';
import { ops } from '../support/operator';
import { paymentsApi } from '../support/payments-api';
import { signInApi } from '../support/sign-in-api';
import { signInNewPlayer } from '../support/signed-in-player';

const DEPOSIT_24H = 20;
const SESSION = 31;
const REALITY_CHECK = 32;

test.describe('responsible-gambling limits at work', () => {
  test('a lowered deposit limit refuses a larger deposit at once and lets a smaller one through the provider', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    await office.setLimit(DEPOSIT_24H, 10_000);
    await expect(office.limit(DEPOSIT_24H).getByText('Current limit: RUB 100.00')).toBeVisible();

    const payments = await paymentsApi(context, baseURL as string);
    const refused = await payments.deposit(50_000);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('DEPOSIT_REFUSED_BY_LIMIT');

    const allowed = await payments.deposit(5_000);
    expect(allowed.status).toBe(200);
    await page.goto(allowed.body.redirectUrl as string);
    await expect(page.getByTestId('provider-amount')).toHaveText('RUB 50.00');
    await page.locator('button[data-outcome="success"]').click();
    await expect(page).toHaveURL(/onpay\/success/);

    // The 24 h window now holds 50.00 of 100.00: another 60.00 would go over.
    const over = await payments.deposit(6_000);
    expect(over.body.error?.code).toBe('DEPOSIT_REFUSED_BY_LIMIT');
  });

  test('the reality check shows the session and comes back N minutes after "continue"', async ({
    context,
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    // The page plans its check from the interval it reads once the office has saved it. The jump
    // must wait for that answer: a jump while it is on the way fires the request's time-out (the
    // page's timers are the fake clock's) and the page plans nothing until its 30 s retry.
    const readInterval = page.waitForResponse(
      async (r) =>
        r.url().endsWith(REALITY_CHECK_PATH) &&
        r.ok() &&
        ((await r.json()) as RealityCheck).intervalMinutes === 5,
    );
    await office.setLimit(REALITY_CHECK, 5);
    await expect(office.message).toHaveText('Your limits are saved.');
    await readInterval;
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(REALITY_CHECK_PATH)) checks.push(r.url());
    });

    const popup = page.getByRole('dialog', { name: 'Reality check' });
    // The browser's clock jumps; the server's does not, so the session is still young there.
    const asked = page.waitForResponse((r) => r.url().endsWith(REALITY_CHECK_PATH));
    await page.clock.fastForward('05:00');
    expect((await asked).status()).toBe(200);
    await expect(popup).toContainText('You have been playing for 0 h');
    await expect(popup).toContainText('You have placed no bets in this session.');

    await popup.getByRole('button', { name: 'Continue playing' }).click();
    await expect(popup).toHaveCount(0);
    const checksBeforeContinue = checks.length;
    // The jump also fires the page's 30-second session ping: by the time its answer is back, a
    // check due within these 4 minutes would have been asked too, so "nothing asked" means it.
    const pinged = page.waitForResponse((r) => r.url().endsWith('/web/v3/ping'));
    await page.clock.fastForward('04:00');
    await pinged;
    expect(checks).toHaveLength(checksBeforeContinue);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward('01:30');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(checks).toHaveLength(checksBeforeContinue + 1);
  });

  test('a raised deposit limit waits out its cooling-off, then the player confirms it', async ({
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    await office.setLimit(DEPOSIT_24H, 5_000);
    await expect(office.limit(DEPOSIT_24H).getByText('Current limit: RUB 50.00')).toBeVisible();
    await office.setLimit(DEPOSIT_24H, 10_000);
    const pending = office.limit(DEPOSIT_24H).locator('.bs-responsible-gaming__pending');
    await expect(pending).toHaveAttribute('data-phase', 'cooling-off');

    // The server's clock cannot move for one journey: the operator's test tool (served only by a
    // throwaway site such as this one) ends this change's cooling-off instead.
    const told = await ops(
      'limits',
      'end-cooling-off',
      String(player.userId),
      '--limit-type',
      '20',
    );
    expect(told).toContain('can be approved from');
    await office.open();
    const confirmable = office.limit(DEPOSIT_24H).locator('.bs-responsible-gaming__pending');
    await expect(confirmable).toHaveAttribute('data-phase', 'awaiting-approval');
    await confirmable.getByRole('button', { name: 'Confirm the new limit' }).click();
    await expect(office.message).toHaveText('The new limit is confirmed and applies from now on.');
    await expect(office.limit(DEPOSIT_24H).getByText('Current limit: RUB 100.00')).toBeVisible();
    await expect(office.limit(DEPOSIT_24H).locator('.bs-responsible-gaming__pending')).toHaveCount(
      0,
    );
  });

  test('a player whose session limit runs out sees the notice, is signed out and refused sign-in', async ({
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    await office.setLimit(SESSION, 1);
    await expect(office.message).toHaveText('Your limits are saved.');

    // Off the office page first: its own ping every 30 s could find the limit spent before the
    // new page does, and sign the player out on the page this journey leaves.
    await page.goto('about:blank');
    // An hour of play, counted by the operator's test tool rather than waited for.
    await ops('limits', 'session-time', String(player.userId), '--minutes', '60');
    // The chrome pings at once on a new page, and the ping finds nothing left.
    await page.goto('/en');
    const notice = page.locator('.bs-session-limit[role="alert"]');
    await expect(notice).toHaveText(
      'Your session limit for today has ended.Please visit us tomorrow.',
    );

    const api = await signInApi(context, baseURL as string);
    await expect.poll(() => api.sessionUserId()).toBeNull();
    await expect(notice).toBeVisible();
    const login = await api.logIn({
      form: 'login_password',
      uLogin: player.login,
      uPassword: player.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.error?.code).toBe('SESSION_LIMIT_SPENT');
  });
});
