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

  /**
   * A limit's own field. It comes first in its row; while a raise is pending the row also has the
   * control that lowers the limit at once (lowerNow).
   */
  field(type: number): Locator {
    return this.limit(type).getByRole('combobox').first();
  }

  /** Chooses a value (minor units, days, hours) for a limit and saves it. */
  async setLimit(type: number, value: number): Promise<void> {
    const row = this.limit(type);
    await this.field(type).selectOption(String(value));
    await row.getByRole('button', { name: 'Save' }).click();
  }

  /** Lowers a limit whose raise is pending, with the control of its own the row shows then. */
  async lowerNow(type: number, value: number): Promise<void> {
    const row = this.limit(type);
    await row.getByLabel('Lower it now').selectOption(String(value));
    await row.getByRole('button', { name: 'Lower now' }).click();
  }
}
