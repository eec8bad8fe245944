import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The shell as a visitor sees it: the header parcel and what the page loaded. */
export class ShellPage {
  readonly header: Locator;
  readonly brand: Locator;
  readonly languageSwitcher: Locator;
  /** Every JavaScript response of the page since recordScripts(), preloads included. */
  readonly scripts: Response[] = [];

  constructor(readonly page: Page) {
    this.header = page.locator('header.bs-header');
    this.brand = this.header.locator('.bs-header__brand');
    this.languageSwitcher = this.header.locator('nav.bs-header__languages');
  }

  /**
   * From now on, records every JavaScript response into `scripts`. Only on request: a listener
   * for responses makes Playwright send the worker every response of every page load (some 60),
   * CPU the journeys that never read them do not spend.
   */
  recordScripts(): void {
    this.page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) this.scripts.push(response);
    });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.brand).toBeVisible();
  }

  /**
   * The page shown (its data-page: `not-found`, `area-casino`, `blocking-suspension`, ... of the
   * shell's pages parcel, `information` for a page of the information view, `casino-lobby`,
   * `casino-providers`, ... of the casino lobby app, `registration` and `confirm-terms` of the
   * account pages parcel, `office-account`, `payment-result`, ... of the office money parcel, or
   * `sportsbook-home`, `sportsbook-listing`, ... of the sportsbook app).
   */
  get shellPage(): Locator {
    return this.page.locator(
      '.bs-page, .info-page, .bs-casino, .bs-account, .bs-office-money, .bs-sportsbook, .bs-bet-history, .bs-print-coupon, .bs-lottery',
    );
  }

  /** Opens a path and waits for the root config to settle a page (any layout). */
  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.shellPage).toBeVisible();
  }

  /** The path and query the browser ended on. */
  finalUrl(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  language(name: string): Locator {
    return this.languageSwitcher.getByRole('link', { name, exact: true });
  }

  async switchLanguage(name: string): Promise<void> {
    await this.language(name).click();
  }

  async currentLanguageName(): Promise<string | null> {
    return this.languageSwitcher.locator('a[aria-current="true"]').textContent();
  }

  async cookie(name: string): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === name)?.value;
  }

  /** From the next page on, records every script element added to the document. */
  async recordAddedScripts(): Promise<void> {
    await this.page.addInitScript(() => {
      const added: Array<{ src: string; integrity: string }> = [];
      (window as unknown as { __betshellScripts: typeof added }).__betshellScripts = added;
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src !== '') {
            added.push({ src: node.src, integrity: node.integrity });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  async addedScripts(): Promise<Array<{ src: string; integrity: string }>> {
    return this.page.evaluate(
      () =>
        (window as unknown as { __betshellScripts: Array<{ src: string; integrity: string }> })
          .__betshellScripts,
    );
  }

  /** Marks the document, so a test can tell a client-side navigation from a reload. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __betshellMark: boolean }).__betshellMark = true;
    });
  }

  async documentIsMarked(): Promise<boolean> {
    return this.page.evaluate(
      () => (window as unknown as { __betshellMark?: boolean }).__betshellMark === true,
    );
  }

  /**
   * Waits until single-spa has mounted an application of the page. The chrome after the first paint
   * mounts seconds after the page shows on a busy machine: a clock moved before then, or an absence
   * checked before then, proves nothing about it.
   */
  async waitForMounted(application: string): Promise<void> {
    const status = () =>
      this.page.evaluate(async (name) => {
        const { System } = window as unknown as {
          System: { import(id: string): Promise<{ getAppStatus(app: string): string | null }> };
        };
        return (await System.import('single-spa')).getAppStatus(name);
      }, application);
    await expect.poll(status, { timeout: 20_000 }).toBe('MOUNTED');
  }
}
