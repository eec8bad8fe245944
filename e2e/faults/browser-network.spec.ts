import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { RemoteView } from '../pages/remote-view';
import type { ShellPage } from '../pages/shell-page';
import { collectPageErrors, injectFault } from '../support/browser-faults';

/**
 * The network under faults: the browser offline and back online, and the APIs the page
 * starts with answering slowly, 500 or garbage. No error escapes uncaught, the player sees a message
 * with a refresh, and the refresh brings the page back once the fault clears. (The coupon keeping
 * its selections offline is browser-coupon.spec.ts's.)
 */
test.use({ locale: 'ru-RU' });

/** Moves the page's clock on until `message` shows, instead of waiting out the retries. */
async function untilShown(page: Page, message: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await message.isVisible()) return true;
        await page.clock.fastForward(2000);
        return message.isVisible();
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
}

test('offline, an information page shows its error block with the shell working; back online, refresh shows it', async ({
  shell,
  chrome,
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.clock.install();
  const view = new RemoteView(page, 'information');
  await shell.open('/ru/');
  // The whole page is there (the floating chrome comes last) before the connection drops.
  await expect(chrome.supportButton).toBeVisible();

  await context.setOffline(true);
  await chrome.footerLink('О нас').click();
  await expect(page).toHaveURL(/\/ru\/about$/);
  await untilShown(page, view.errorBlock);
  await expect(view.errorBlock).toContainText('Проверьте подключение');
  await expect(shell.brand).toBeVisible();
  await expect(chrome.footer).toBeVisible();

  await context.setOffline(false);
  await view.refresh.click();
  await expect(view.article.getByRole('heading', { level: 1 })).toHaveText('О компании');
  await expect(view.errorBlock).toBeHidden();
  expect(errors).toEqual([]);
});

interface ApiUnderFault {
  readonly name: string;
  readonly url: RegExp;
  readonly path: string;
  /** The message the player sees when it fails (as `fault` says, or slow: none), and its refresh. */
  readonly message: (page: Page, fault: '500' | 'garbage') => Locator;
  readonly refresh: (message: Locator) => Locator;
  /** What the page shows when it works. */
  readonly works: (shell: ShellPage, page: Page) => Promise<void>;
}

const unbuiltPageWorks = async (shell: ShellPage) => {
  await expect(shell.brand).toBeVisible();
  await expect(shell.shellPage).toHaveAttribute('data-page', 'area-debug');
};

const APIS: readonly ApiUnderFault[] = [
  {
    name: 'the site config',
    url: /\/bff-api\/config\/all\.json/,
    path: '/ru/internal-vpn',
    message: (page) => page.locator('#shell-main > .shell-fatal[role="alert"]'),
    refresh: (message) => message.getByRole('button'),
    works: unbuiltPageWorks,
  },
  {
    name: 'the dictionary',
    url: /\/web-api\/dictionary\/ru/,
    path: '/ru/internal-vpn',
    message: (page) => page.locator('.shell-dictionary-error [role="alert"]'),
    refresh: (message) => message.getByRole('button', { name: 'Обновить' }),
    works: unbuiltPageWorks,
  },
  {
    name: 'the information view',
    url: /\/views\/information\/ru\/about$/,
    path: '/ru/about',
    // A view whose server still answers 500 when the retries are spent shows the shell's page of
    // that status; one that answers garbage shows the loader's error block.
    message: (page, fault) =>
      fault === '500'
        ? page.locator('.bs-page[data-page="error-500"]')
        : new RemoteView(page, 'information').errorBlock,
    refresh: (message) => message.getByRole('button'),
    works: async (shell, page) => {
      await expect(shell.brand).toBeVisible();
      await expect(
        new RemoteView(page, 'information').article.getByRole('heading', { level: 1 }),
      ).toHaveText('О компании');
    },
  },
];

for (const api of APIS) {
  test.describe(api.name, () => {
    for (const fault of ['500', 'garbage'] as const) {
      test(`answering ${fault === '500' ? '500' : 'garbage for JSON'}: the player sees a message, nothing uncaught, and refresh brings the page back`, async ({
        shell,
        page,
      }) => {
        const errors = collectPageErrors(page);
        await page.clock.install();
        const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
          fault === '500'
            ? route.fulfill({
                status: 500,
                contentType: 'application/json',
                body: JSON.stringify({ error: { code: 'INTERNAL', message: 'broken' } }),
              })
            : route.fulfill({
                status: 200,
                contentType: 'application/json',
                body: '{"texts": {"oops": <html>',
              });
        await page.route(api.url, handler);
        await page.goto(api.path);

        const message = api.message(page, fault);
        await untilShown(page, message);
        await expect(api.refresh(message)).toBeVisible();

        await page.unroute(api.url, handler);
        await api.refresh(message).click();
        await api.works(shell, page);
        await expect(message).toBeHidden();
        expect(errors).toEqual([]);
      });
    }

    test('answering slowly: the page comes when the answer does, with nothing uncaught', async ({
      shell,
      page,
    }) => {
      const errors = collectPageErrors(page);
      const answer = await injectFault(page, api.url, 'slow');
      const asked = page.waitForRequest(api.url);
      await page.goto(api.path);
      await asked;

      await answer();
      await api.works(shell, page);
      await expect(api.message(page, '500')).toBeHidden();
      await expect(api.message(page, 'garbage')).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}
