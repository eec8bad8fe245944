import { expect, test } from '../fixtures';
import { MoneyPages } from '../pages/money-pages';
import { signInNewPlayer } from '../support/signed-in-player';

// Accounts and payments in the browser: the header's balance and the office money pages
// against the real server and its demo payment provider.
test.describe('a signed-in player', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInNewPlayer(context, baseURL ?? '');
  });

  test('deposits through the provider and sees the balance change in the header without a reload', async ({
    page,
    shell,
  }) => {
    const money = new MoneyPages(page);
    await money.open('recharge', 'Deposit');
    await expect(money.headerBalance).toHaveText('₽0.00');
    await shell.markDocument();

    const provider = await money.startDeposit('150');
    await expect(provider.getByTestId('provider-amount')).toHaveText('RUB 150.00');
    await MoneyPages.answerProvider(provider, 'success');
    await expect(provider).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+$/);
    await expect(provider.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    await expect(money.headerBalance).toHaveText('₽150.00');
    // The recharge page heard the result page and says how the payment ended.
    await expect(money.status).toHaveText(
      'Payment successful The money is on your account. Your balance: ₽150.00.',
    );
    expect(await shell.documentIsMarked()).toBe(true);
  });

  test('adds a USD account and makes it the active one', async ({ page }) => {
    const money = new MoneyPages(page);
    await money.open('account', 'My accounts');
    await expect(money.accountRow('RUB')).toHaveAttribute('data-active', 'true');

    await money.addCurrency('USD');
    await expect(money.accountRow('USD')).toContainText('$0.00');
    await money.makeActive('USD');

    await expect(money.status).toHaveText('USD is now your active account.');
    await expect(money.accountRow('USD')).toHaveAttribute('data-active', 'true');
    await expect(money.headerAccountLabel).toHaveText('USD');
    await expect(money.headerBalance).toHaveText('$0.00');
    // The choice is the server's: it holds after a reload.
    await page.reload();
    await expect(money.headerAccountLabel).toHaveText('USD');
  });

  test('requests a withdrawal and sees it pending in the payment history', async ({ page }) => {
    const money = new MoneyPages(page);
    await money.deposit('300');
    await money.withdraw('120');
    await expect(money.status).toContainText(/Withdrawal request No\. \d+ for ₽120\.00/);
    await expect(money.headerBalance).toHaveText('₽180.00');

    await money.open('historypay', 'Payment history');
    await expect(money.historyRows).toHaveCount(2);
    const withdrawal = money.historyRows.first();
    await expect(withdrawal).toContainText('Withdrawal');
    await expect(withdrawal).toContainText('-₽120.00');
    await expect(withdrawal).toContainText('Pending');
    await expect(money.historyRows.nth(1)).toContainText('+₽300.00');

    await money.open('payment/requests', 'Payment requests');
    await expect(money.historyRows).toHaveCount(1);
    await expect(money.historyRows.first()).toContainText('-₽120.00');
  });

  test('cancels a deposit on the provider page and lands on onpay/cancel', async ({ page }) => {
    const money = new MoneyPages(page);
    await money.open('recharge', 'Deposit');
    const provider = await money.startDeposit('75');
    await MoneyPages.answerProvider(provider, 'cancel');
    await expect(provider).toHaveURL(/\/en\/onpay\/cancel\?paymentId=\d+$/);
    await expect(provider.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(
      provider.getByText('You cancelled the payment. No money was taken.'),
    ).toBeVisible();
    // The result page is in the empty layout: no header.
    await expect(provider.locator('.bs-header')).toHaveCount(0);
    await expect(money.headerBalance).toHaveText('₽0.00');
    await expect(money.status).toHaveText(
      'Payment cancelled You cancelled the payment. No money was taken.',
    );
  });

  test('hides the balance, and finds it hidden on the next visit', async ({ page }) => {
    const money = new MoneyPages(page);
    await money.open('account', 'My accounts');
    await expect(money.headerBalance).toHaveText('₽0.00');
    const saved = page.waitForResponse('**/web-api/user/hide-balance');
    await money.toggleHideBalance();
    await expect(money.headerBalance).toHaveText('••••');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(money.headerBalance).toHaveText('••••');
  });
});
