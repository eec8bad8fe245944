import { expect, type Locator, type Page } from '@playwright/test';

/** The office responsible-gaming page (the responsible-gaming parcel), in English. */
export class ResponsibleGamingPage {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('.bs-responsible-gaming');
  }

  get message(): Locator {
    return this.root.locator('.bs-responsible-gaming__message');
  }

  async open(): Promise<void> {
    await this.page.goto('/en/office/responsible');
    await expect(
      this.root.getByRole('heading', { level: 1, name: 'Responsible gaming' }),
    ).toBeVisible();
    await expect(this.root.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
  }

  /** The row of one limit type (section 9's number). */
  limit(type: number): Locator {
    return this.root.locator(`[data-limit-type="${type}"]`);
  }

  section(family: string): Locator {
    return this.root.locator(`[data-family="${family}"]`);
  }

  /** Chooses a value (minor units, days, hours) for a limit and saves it. */
  async setLimit(type: number, value: number): Promise<void> {
    const row = this.limit(type);
    await row.getByRole('combobox').selectOption(String(value));
    await row.getByRole('button', { name: 'Save' }).click();
  }
}
