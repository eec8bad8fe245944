import type { Locator, Page } from '@playwright/test';

/** The page's SEO block between the main area and the footer (@betshell/seo-text). */
export class SeoText {
  readonly block: Locator;
  readonly h1: Locator;
  readonly image: Locator;
  readonly heading: Locator;
  readonly paragraphs: Locator;

  constructor(readonly page: Page) {
    this.block = page.locator('section.bs-seo-text');
    this.h1 = this.block.locator('h1');
    this.image = this.block.locator('img');
    this.heading = this.block.locator('h2');
    this.paragraphs = this.block.locator('p');
  }
}
