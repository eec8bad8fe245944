import { expect, test } from '../fixtures';
import { collectPageErrors, injectFault } from '../support/browser-faults';

/**
 * The page's start under faults. A parcel file whose integrity does not match is refused
 * by the browser and the rest of the page works: `e2e/tests/integrity.spec.ts` proves it for the
 * header, and this file does not repeat it.
 */
test.use({ locale: 'ru-RU' });

const IMPORT_MAP = /\/importmap\.json$/;

for (const fault of ['503', 'blocked'] as const) {
  test(`an import map ${fault === '503' ? 'answering 503' : 'that does not arrive'} shows the fatal message with a refresh that starts the site once it is back`, async ({
    shell,
    page,
  }) => {
    const clear = await injectFault(page, IMPORT_MAP, fault);
    await page.goto('/ru/internal-vpn');

    const fatal = page.locator('#shell-main > .shell-fatal[role="alert"]');
    await expect(fatal).toContainText('Сайт не смог запуститься. Обновите страницу.');
    await expect(fatal).toContainText('The site could not start. Please refresh the page.');
    await expect(shell.header).toHaveCount(0);

    await clear();
    const errors = collectPageErrors(page);
    await fatal.getByRole('button', { name: 'Обновить / Refresh' }).click();
    await expect(shell.shellPage).toHaveAttribute('data-page', 'area-debug');
    await expect(shell.brand).toBeVisible();
    await expect(fatal).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
