import type { Locator, Page } from '@playwright/test';

/** The platform API's reference page (swagger-ui at /api-docs) and what went wrong while it ran. */
export class ApiReferencePage {
  readonly title: Locator;
  /** Console errors and uncaught exceptions, a Content-Security-Policy refusal among them. */
  readonly problems: string[] = [];

  constructor(readonly page: Page) {
    this.title = page.locator('.information-container .title');
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(message.text());
    });
    page.on('pageerror', (error) => this.problems.push(error.message));
  }

  async open(): Promise<void> {
    await this.page.goto('/api-docs');
  }

  /** The operation of a method and path, as its block in the list. */
  operation(method: string, path: string): Locator {
    return this.page
      .locator(`.opblock.opblock-${method.toLowerCase()}`)
      .filter({ has: this.page.locator(`.opblock-summary-path[data-path="${path}"]`) });
  }

  /** The tag's section heading, which folds and unfolds its operations. */
  tag(name: string): Locator {
    return this.page.locator(`h3.opblock-tag[data-tag="${name}"]`);
  }

  async expand(operation: Locator): Promise<void> {
    await operation.locator('.opblock-summary').first().click();
  }

  /** An expanded operation's documented answer of one status. */
  response(operation: Locator, status: string): Locator {
    return operation.locator(`.responses-table tr.response[data-code="${status}"]`);
  }

  /** An expanded operation's parameter of one name. */
  parameter(operation: Locator, name: string): Locator {
    return operation.locator(`.parameters tr[data-param-name="${name}"]`);
  }
}
