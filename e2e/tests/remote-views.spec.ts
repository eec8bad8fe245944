import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { RemoteView } from '../pages/remote-view';

/**
 * Remote views (spec/shell.md sections 4, 7 and 8): the information pages through the JSON render
 * mode, and the shell's pages parcel as a parcel of the import map, both through one loader.
 */

test.describe('an information page in the JSON render mode', () => {
  test('shows the English text under /en/ and the Russian under /ru/, asked in JSON mode v2', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, 'information');
    const asked = page.waitForRequest((request) =>
      request.url().endsWith('/views/information/en/about'),
    );
    await shell.open('/en/about');
    const headers = (await asked).headers();
    expect(headers['x-render-mode']).toBe('json');
    expect(headers['x-api-version']).toBe('v2');
    await expect(view.article.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page).toHaveTitle('About us');
    expect(await view.state).toBe('ready');

    await shell.switchLanguage('Русский');
    await expect(page).toHaveURL(/\/ru\/about$/);
    await expect(view.article.getByRole('heading', { level: 1 })).toHaveText('О компании');
    await expect(page).toHaveTitle('О компании');
  });

  test('lists the chapters of a rules group, whose links move within the site without a reload', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, 'information');
    await shell.open('/en/rules/sport');
    await shell.markDocument();
    await view.article.getByRole('link', { name: 'Settlement' }).click();
    await expect(page).toHaveURL(/\/en\/rules\/sport\/settlement$/);
    await expect(view.article).toContainText('A void selection counts as odds of 1.00');
    await view.article.getByRole('link', { name: 'Sports betting rules' }).click();
    await expect(page).toHaveURL(/\/en\/rules\/sport$/);
    expect(await shell.documentIsMarked()).toBe(true);
  });

  test('serves a news article by its slug, and a slug the content lacks shows the 404 page', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, 'information');
    await shell.open('/ru/news/faster-withdrawals');
    await expect(view.article.getByRole('heading', { level: 1 })).toHaveText(
      'Вывод на кошельки — за 15 минут',
    );

    await shell.visit('/en/news/no-such-article');
    await expect(shell.shellPage).toHaveAttribute('data-page', 'not-found');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(shell.finalUrl()).toBe('/en/news/no-such-article');
  });
});

test.describe('what a JSON view brings', () => {
  test('its code runs under Trusted Types after its HTML is placed, and its HTML carries no script', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, 'information');
    await page.route('**/views/information/en/about', (route: Route) =>
      route.fulfill({
        json: {
          appName: 'information',
          title: 'Widget',
          body: '<p id="widget">Odds</p><script>document.body.dataset.injected = "yes"</script><img src="/x" onerror="document.body.dataset.injected = \'yes\'">',
          codeToEval:
            'this.querySelector("#widget").dataset.ran = typeof trustedTypes === "object" ? "trusted" : "plain";',
        },
      }),
    );
    await shell.open('/en/about');
    await expect(view.content.locator('#widget')).toHaveAttribute('data-ran', 'trusted');
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});

test.describe('a remote view that fails', () => {
  test('shows the preloader while it retries, and the page when the third attempt answers', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, 'information');
    let attempts = 0;
    await page.route('**/views/information/en/contacts', (route: Route) => {
      attempts += 1;
      return attempts <= 2
        ? route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'down' } } })
        : route.continue();
    });
    await shell.open('/en/contacts');
    await expect(view.preloader).toBeVisible();
    await expect(view.article.getByRole('heading', { level: 1 })).toHaveText('Contacts');
    expect(attempts).toBe(3);
    await expect(view.preloader).toBeHidden();
  });

  test('that never loads shows the error block with the rest of the page working, and refresh loads it once the fault clears', async ({
    shell,
    page,
  }) => {
    test.slow();
    const view = new RemoteView(page, 'information');
    let attempts = 0;
    const fail = (route: Route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    };
    await page.route('**/views/information/en/licenses', fail);
    await shell.open('/en/licenses');
    // 1 + 3 retries, 1, 2 and 4 s apart.
    await expect(view.errorBlock).toBeVisible({ timeout: 15_000 });
    expect(attempts).toBe(4);
    await expect(view.errorBlock).toContainText('This part of the page did not load');
    await expect(shell.brand).toBeVisible();
    await expect(shell.language('Русский')).toBeVisible();

    await page.unroute('**/views/information/en/licenses', fail);
    await view.refresh.click();
    await expect(view.article.getByRole('heading', { level: 1 })).toHaveText('Licences');
    await expect(view.errorBlock).toBeHidden();
  });
});

test.describe('a parcel named in the import map', () => {
  const pagesModule = /\/assets\/app\/pages@[^/]+\.js$/;

  test('the shell pages parcel loads through the loader as its area application', async ({
    shell,
    page,
  }) => {
    const view = new RemoteView(page, '@betshell/pages');
    await shell.visit('/en/internal-vpn');
    await expect(view.frame).toHaveAttribute('data-remote-view-state', 'ready');
    await expect(view.content.locator('.bs-page')).toHaveAttribute('data-page', 'area-debug');
  });

  test('whose script fails to load reloads the page once for the current release', async ({
    shell,
    page,
  }) => {
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.route(pagesModule, (route: Route) =>
      navigations < 2 ? route.abort('connectionrefused') : route.continue(),
    );
    await shell.visit('/en/internal-vpn');
    await expect(shell.shellPage).toHaveAttribute('data-page', 'area-debug');
    expect(navigations).toBe(2);
  });

  test('within a minute of such a reload, retries it instead of reloading again', async ({
    shell,
    page,
  }) => {
    // As if the guard had just reloaded the page.
    await page.addInitScript(() =>
      sessionStorage.setItem('betshell_chunk_reload_at', String(Date.now())),
    );
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    // The preload and the first import fail together; the retry comes a second later.
    let failingUntil = 0;
    const times: number[] = [];
    await page.route(pagesModule, (route: Route) => {
      const now = Date.now();
      times.push(now);
      if (failingUntil === 0) failingUntil = now + 500;
      return now < failingUntil ? route.abort('connectionrefused') : route.continue();
    });
    await shell.visit('/en/internal-vpn');
    await expect(shell.shellPage).toHaveAttribute('data-page', 'area-debug');
    expect(navigations).toBe(1);
    const [first = 0] = times;
    expect(times.some((time) => time - first >= 900)).toBe(true);
  });
});
