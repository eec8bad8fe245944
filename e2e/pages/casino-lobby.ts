import { expect, type Locator, type Page } from '@playwright/test';

/** The casino lobby app as a player sees it: its tiles, sections, search and favourite stars. */
export class CasinoLobby {
  readonly root: Locator;
  readonly tiles: Locator;
  readonly tileNames: Locator;
  readonly skeleton: Locator;
  readonly search: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('section.bs-casino');
    this.tiles = this.root.locator('ul.bs-casino__tiles:not([data-skeleton]) > li');
    this.tileNames = this.tiles.locator('.bs-casino__name');
    this.skeleton = this.root.locator('[data-skeleton]');
    this.search = this.root.getByRole('searchbox');
    this.sections = this.root.locator('nav.bs-casino__nav');
  }

  /** Opens a page of the lobby and waits until its games have loaded. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toHaveAttribute('aria-busy', 'false');
  }

  section(name: string): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }

  tile(name: string): Locator {
    return this.tiles.filter({ has: this.page.locator('.bs-casino__name', { hasText: name }) });
  }

  star(name: string): Locator {
    return this.tile(name).locator('button.bs-casino__favorite');
  }
}
