import { expect, type Locator, type Page } from '@playwright/test';

/** What a betting page puts on the bus when the player clicks odds (runtime-events.ts, CouponEvent). */
export interface ClickedOdds {
  readonly gameId: number;
  readonly marketId: number;
  readonly coef: number;
  readonly game: string;
  readonly market: string;
}

/** The coupon beside the betting pages (the coupon parcel), in English. */
export class CouponPanel {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('aside.bs-coupon');
  }

  /** Opens a betting page and waits for the coupon, which mounts after the page's first paint. */
  async open(path = '/en'): Promise<void> {
    await this.page.goto(path);
    await expect(this.root.getByRole('button', { name: /^Coupon \d/ })).toBeVisible();
  }

  /** The count of the selections in the coupon's title (the open bets have a count of their own). */
  get count(): Locator {
    return this.root.locator('.bs-coupon__count:not(.bs-coupon__count--open-bets)');
  }

  selection(name: string): Locator {
    return this.root.locator('.bs-coupon__bet').filter({ hasText: name });
  }

  /**
   * A click on odds as a betting page reports it: the page's own bus (@betshell/platform) carries
   * the whole bet, exactly as the sportsbook parcel publishes it.
   */
  async clickOdds(odds: ClickedOdds): Promise<void> {
    await this.page.evaluate(async (clicked) => {
      const system = (window as unknown as { System: { import(name: string): Promise<unknown> } })
        .System;
      const { platform } = (await system.import('@betshell/platform')) as {
        platform: { bus: { next(event: unknown): void } };
      };
      platform.bus.next({
        type: 'coupon',
        change: 'selection-toggled',
        bet: {
          gameId: clicked.gameId,
          marketId: clicked.marketId,
          coef: clicked.coef,
          kind: 1,
          sportId: 1,
          isLive: false,
          blockId: 1,
          isBanker: false,
          isBlocked: false,
          names: {
            sport: 'Football',
            champ: 'Journey Cup',
            game: clicked.game,
            market: clicked.market,
          },
        },
      });
    }, odds);
  }

  async loadByCode(code: string): Promise<void> {
    await this.root.getByLabel('Coupon number').fill(code);
    await this.root.getByRole('button', { name: 'Load', exact: true }).click();
  }

  /** The coupon setting "When odds change": ask, accept any change, or accept higher odds only. */
  async whenOddsChange(
    choice: 'Ask me' | 'Accept any change' | 'Accept higher odds only',
  ): Promise<void> {
    const settings = this.root.locator('details.bs-coupon__settings');
    if ((await settings.getAttribute('open')) === null)
      await settings.getByText('Coupon settings').click();
    await settings.getByLabel('When odds change').selectOption({ label: choice });
  }

  async place(): Promise<void> {
    await this.root.getByRole('button', { name: 'Place bet' }).click();
  }
}
