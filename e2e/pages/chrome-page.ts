import type { Locator, Page } from '@playwright/test';

/** The shell's chrome as a visitor sees it: footer, popups, banners and warnings. */
export class ChromePage {
  readonly footer: Locator;
  readonly policyLogo: Locator;
  readonly agePopup: Locator;
  readonly cookieBanner: Locator;
  /** The banner the server wrote into the page for its first paint, until the parcel's replaces it. */
  readonly paintedCookieBanner: Locator;
  readonly updateWarning: Locator;
  readonly reminder: Locator;
  readonly adblockNotice: Locator;
  readonly supportButton: Locator;

  constructor(readonly page: Page) {
    this.footer = page.locator('footer.bs-footer');
    this.policyLogo = this.footer.locator('img[src="/web-api/policy/logo.agif"]');
    this.agePopup = page.locator('[role="dialog"][data-dialog="age-restriction"]');
    this.cookieBanner = page.locator('section.bs-cookies:not([data-first-paint])');
    this.paintedCookieBanner = page.locator('section.bs-cookies[data-first-paint]');
    this.updateWarning = page.locator('.bs-version[role="alert"]');
    this.reminder = page.locator('[data-dialog="registration-reminder"]');
    this.adblockNotice = page.locator('.bs-adblock[role="alert"]');
    this.supportButton = page.locator('a.bs-support');
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  cookieButton(name: string): Locator {
    return this.cookieBanner.getByRole('button', { name, exact: true });
  }

  cookieCategory(name: RegExp): Locator {
    return this.cookieBanner.getByRole('checkbox', { name });
  }

  /** Writes a cookie through the platform, as any parcel would (it honours the agreement). */
  async setCookieThroughPlatform(name: string, value: string): Promise<void> {
    await this.page.evaluate(
      async ([cookie, text]) => {
        const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
          .System;
        const runtime = (await system.import('@betshell/platform')) as {
          platform: { cookies: { set(name: string, value: string): void } };
        };
        runtime.platform.cookies.set(cookie, text);
      },
      [name, value] as const,
    );
  }

  async cookie(name: string): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === name)?.value;
  }
}
