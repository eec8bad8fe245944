import type { Locator, Page, Route } from '@playwright/test';

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

  /**
   * Holds back the block's calls (`/web-api/seo/content` and `/visual`) for one path until the
   * returned release is called; `asked` resolves once both have been asked.
   */
  async holdCallsFor(pathname: string): Promise<{ asked: Promise<void>; release: () => void }> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let askedCount = 0;
    let bothAsked = () => undefined as void;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    await this.page.route(
      (url) =>
        /^\/web-api\/seo\/(content|visual)$/.test(url.pathname) &&
        url.searchParams.get('url') === pathname,
      async (route: Route) => {
        askedCount += 1;
        if (askedCount === 2) bothAsked();
        await released;
        await route.continue();
      },
    );
    return { asked, release };
  }

  /**
   * From now on, records how many h1 the page shows after every change of the document (a
   * MutationObserver's callback runs before the browser can paint that change), so a moment with
   * two is seen even when it lasts one frame.
   */
  async recordShownH1s(): Promise<void> {
    await this.page.evaluate(() => {
      const counts: number[] = [];
      const shownH1s = () =>
        [...document.querySelectorAll('h1')].filter((h1) =>
          h1.checkVisibility({ checkVisibilityCSS: true }),
        ).length;
      counts.push(shownH1s());
      new MutationObserver(() => counts.push(shownH1s())).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      (window as unknown as { __betshellH1s: number[] }).__betshellH1s = counts;
    });
  }

  /** The counts recorded since recordShownH1s, in order. */
  async shownH1s(): Promise<number[]> {
    return this.page.evaluate(
      () => (window as unknown as { __betshellH1s: number[] }).__betshellH1s,
    );
  }
}
