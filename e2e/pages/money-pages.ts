import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The header's balance (the balance parcel) and the office money pages (the office-money parcel),
 * in English, with the demo payment provider's window a deposit opens.
 */
export class MoneyPages {
  constructor(private readonly page: Page) {}

  /** The active account's amount in the header. */
  get headerBalance(): Locator {
    return this.page.getByTestId('header-balance');
  }

  get headerAccountLabel(): Locator {
    return this.page.locator('.bs-balance__label');
  }

  get office(): Locator {
    return this.page.locator('.bs-office-money');
  }

  get status(): Locator {
    return this.office.getByRole('status');
  }

  async open(path: string, title: string): Promise<void> {
    await this.page.goto(`/en/office/${path}`);
    await expect(this.office.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** Starts a deposit on the open recharge page; answers the provider's window it opened. */
  async startDeposit(amount: string): Promise<Page> {
    await this.office.getByLabel('Amount (RUB)').fill(amount);
    const provider = this.page.waitForEvent('popup');
    await this.office.getByRole('button', { name: 'Deposit' }).click();
    const window = await provider;
    await expect(window.getByTestId('provider-amount')).toBeVisible();
    return window;
  }

  /** Answers the provider's page: success, fail, pending or cancel. */
  static async answerProvider(provider: Page, outcome: string): Promise<void> {
    await provider.locator(`button[data-outcome="${outcome}"]`).click();
  }

  /** A whole deposit paid through the provider, its window closed. */
  async deposit(amount: string): Promise<void> {
    await this.open('recharge', 'Deposit');
    const provider = await this.startDeposit(amount);
    await MoneyPages.answerProvider(provider, 'success');
    await expect(provider.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await provider.close();
  }

  accountRow(iso: string): Locator {
    return this.office.locator(`tr[data-account="${iso}"]`);
  }

  async addCurrency(iso: string): Promise<void> {
    await this.office.getByLabel('Add a currency account').selectOption(iso);
    await this.office.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.status).toHaveText(`The ${iso} account is open.`);
  }

  async makeActive(iso: string): Promise<void> {
    await this.office.getByRole('button', { name: `Make active: ${iso}` }).click();
  }

  /**
   * Requests a withdrawal. A player wagering a bonus (a new player's welcome bonus) is asked first
   * whether to give it up, and does, as the withdrawal says it must.
   */
  async withdraw(amount: string): Promise<void> {
    await this.open('deduce', 'Withdrawal');
    await this.office.getByLabel('Amount (RUB)').fill(amount);
    await this.office.getByRole('button', { name: 'Request withdrawal' }).click();
    const giveUp = this.page.getByRole('button', { name: 'Withdraw and give up the bonus' });
    const answered = this.office.getByRole('status').or(this.office.getByRole('alert')).or(giveUp);
    await expect(answered.first()).toBeVisible();
    if (await giveUp.isVisible()) await giveUp.click();
  }

  /** The rows of the payment history's current page. */
  get historyRows(): Locator {
    return this.office.getByTestId('payment-history').locator('tbody tr');
  }

  async toggleHideBalance(): Promise<void> {
    await this.page.locator('.bs-balance__hide').click();
  }
}
