import { expect, type Locator, type Page } from '@playwright/test';

/** The sportsbook app as a player sees it: its games, their odds and the betting settings. */
export class SportsbookPage {
  readonly root: Locator;
  readonly events: Locator;
  readonly odds: Locator;
  readonly skeleton: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('section.bs-sportsbook');
    this.events = this.root.locator('li.bs-sportsbook__event');
    this.odds = this.root.locator('button.bs-sportsbook__odd');
    this.skeleton = this.root.locator('.bs-sportsbook__skeleton');
  }

  /** Opens a betting page and waits until its games have loaded. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
    await expect(this.skeleton).toHaveCount(0);
  }

  event(id: number): Locator {
    return this.root.locator(`li.bs-sportsbook__event[data-event-id="${id}"]`);
  }

  odd(marketId: number): Locator {
    return this.root.locator(`button.bs-sportsbook__odd[data-market-id="${marketId}"]`).first();
  }

  price(marketId: number): Locator {
    return this.odd(marketId).locator('.bs-sportsbook__odd-price');
  }

  /** The prices on screen by market id. */
  async prices(): Promise<Map<number, string>> {
    const pairs = await this.odds.evaluateAll((buttons) =>
      buttons.map((button) => [
        Number(button.getAttribute('data-market-id')),
        button.querySelector('.bs-sportsbook__odd-price')?.textContent ?? '',
      ]),
    );
    return new Map(pairs as [number, string][]);
  }

  /** Opens the settings panel (if closed) and chooses an odds format by its label. */
  async chooseOddsFormat(label: string, settingsName: string, formatName: string): Promise<void> {
    const panel = this.root.locator('details.bs-sportsbook__settings');
    if ((await panel.getAttribute('open')) === null) await panel.getByText(settingsName).click();
    await panel.getByLabel(formatName).selectOption({ label });
  }
}
