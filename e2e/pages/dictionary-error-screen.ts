import type { Locator, Page } from '@playwright/test';

/** The dictionary load error of spec/shell.md section 8, shown over the page instead of the shell. */
export class DictionaryErrorScreen {
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.alert = page.locator('.shell-dictionary-error [role="alert"]');
  }

  refreshButton(name: string): Locator {
    return this.alert.getByRole('button', { name, exact: true });
  }

  /** From now on every dictionary request fails, as `how` says, until restore(). */
  async breakDictionaries(how: 'no answer' | 'server error', lng = '*'): Promise<void> {
    await this.page.route(`**/web-api/dictionary/${lng}`, (route) =>
      how === 'no answer'
        ? route.abort('failed')
        : route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }),
          }),
    );
  }

  async restore(): Promise<void> {
    await this.page.unrouteAll({ behavior: 'wait' });
  }
}
