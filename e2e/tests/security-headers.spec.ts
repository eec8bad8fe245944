import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MoneyPages } from '../pages/money-pages';
import { signInNewPlayer } from '../support/signed-in-player';

/**
 * Every Content-Security-Policy violation a page of the context reports, from its first script on
 * (the securitypolicyviolation event), and every console error that names the policy.
 */
async function recordViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${document.location.pathname})`),
    );
  });
  const fromConsole: string[] = [];
  const pages: Page[] = [];
  const watch = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        fromConsole.push(message.text());
      }
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return async () => {
    const reported = await Promise.all(
      pages
        .filter((page) => !page.isClosed())
        .map((page) =>
          page.evaluate(
            () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
          ),
        ),
    );
    return [...reported.flat(), ...fromConsole];
  };
}

test.use({ locale: 'en-GB' });

test.describe('the security headers in Chromium', () => {
  test('the site renders its pages under the Content-Security-Policy with no violation', async ({
    context,
    page,
    shell,
  }) => {
    // Three whole page loads, each a fresh start of the shell.
    test.setTimeout(60_000);
    const violations = await recordViolations(context);

    const answer = await page.goto('/en/');
    await expect(shell.brand).toBeVisible();
    await page.goto('/en/line');
    await expect(page.locator('.bs-header')).toBeVisible();
    await page.goto('/en/casino');
    await expect(page.locator('.bs-header')).toBeVisible();

    expect(answer?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    expect(answer?.headers()['x-frame-options']).toBe('DENY');
    expect(await violations()).toEqual([]);
  });

  test('a deposit through the demo provider runs with no violation', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL ?? '');
    const violations = await recordViolations(context);
    const money = new MoneyPages(page);

    await money.deposit('25');

    await expect(money.headerBalance).toHaveText('₽25.00');
    expect(await violations()).toEqual([]);
  });

  test('another site cannot show a page of ours in a frame', async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on('console', (message) => refused.push(message.text()));
    await page.setContent(`<iframe src="${baseURL}/en/" title="framed"></iframe>`);

    const frame = page.frameLocator('iframe');
    await expect
      .poll(() => refused.some((text) => /frame-ancestors|X-Frame-Options|refused/i.test(text)))
      .toBe(true);
    await expect(frame.locator('.bs-header')).toHaveCount(0);
  });
});
