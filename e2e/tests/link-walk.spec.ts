import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

// No dead ends (spec/shell.md 2.5, 2.10; docs/chrome.md): every menu of the site, as a visitor
// and as a signed-in player, on a desktop and on a 390 px phone, links only to pages that are
// built and open. The walk gathers the links of the header, the account menu, the footer, the
// phone's bottom navigation and menu and the office menu, and asks each same-site target once:
// the server answers 404 to a route no application renders (unbuilt-routes.ts) and to no route.

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
] as const;

/** The same-site paths the links of `scope` lead to, without their fragment. */
async function sameSitePaths(scope: Locator, origin: string): Promise<string[]> {
  await expect(scope.first()).toBeAttached();
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}

/** Every menu's links on the pages a visitor or player starts from. */
async function menuLinks(page: Page, origin: string, player: boolean, phone: boolean) {
  const found = new Set<string>();
  const add = (paths: string[]) => paths.forEach((path) => found.add(path));

  await page.goto('/en/');
  const header = page.locator('header.bs-header');
  await expect(header.locator('.bs-header__brand')).toBeVisible();
  add(await sameSitePaths(header, origin));
  const footer = page.locator('footer.bs-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('nav').first()).toBeVisible();
  add(await sameSitePaths(footer, origin));

  if (player) {
    await header.locator('.bs-header__player-toggle').click();
    add(await sameSitePaths(header.locator('.bs-header__player-menu'), origin));
    await header.locator('.bs-header__player-toggle').click();
  }
  if (phone) {
    const bar = page.locator('nav.bs-bottom-nav');
    add(await sameSitePaths(bar, origin));
    await bar.locator('button').last().click();
    const menu = page.locator('[data-dialog="mobile-menu"]');
    await expect(menu).toBeVisible();
    add(await sameSitePaths(menu, origin));
    await page.keyboard.press('Escape');
  }
  if (player) {
    await page.goto('/en/office/account');
    if (phone) {
      await page.locator('.ui-office-menu__open').click();
      add(await sameSitePaths(page.getByRole('dialog', { name: 'Personal office' }), origin));
    } else {
      add(await sameSitePaths(page.locator('.ui-office-menu__side'), origin));
    }
  }
  return [...found].sort();
}

/** The targets that answer no page: a 404 (not built, or no route) or any other failure. */
async function deadEnds(context: BrowserContext, baseURL: string, paths: readonly string[]) {
  const answers: { path: string; status: number }[] = [];
  // A few at a time: the site under test serves other journeys meanwhile.
  for (let start = 0; start < paths.length; start += 6) {
    answers.push(
      ...(await Promise.all(
        paths.slice(start, start + 6).map(async (path) => {
          const response = await context.request.get(`${baseURL}${path}`, { maxRedirects: 5 });
          return { path, status: response.status() };
        }),
      )),
    );
  }
  return answers.filter(({ status }) => status !== 200);
}

// Each walk asks some thirty to forty targets: within the minute a walk may take.
for (const screen of SCREENS) {
  test.describe(`the links of every menu on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });
    const phone = screen.viewport.width < 1024;

    test('lead a visitor to no page that is not built or not found', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const origin = new URL(baseURL as string).origin;
      const paths = await menuLinks(page, origin, false, phone);
      expect(paths.length).toBeGreaterThan(10);
      expect(await deadEnds(context, baseURL as string, paths)).toEqual([]);
    });

    test('lead a signed-in player, office menu included, to no dead end', async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await signInNewPlayer(context, baseURL as string);
      const origin = new URL(baseURL as string).origin;
      const paths = await menuLinks(page, origin, true, phone);
      expect(paths).toEqual(
        expect.arrayContaining(['/en/office/paycheck', '/en/office/share-idea']),
      );
      expect(await deadEnds(context, baseURL as string, paths)).toEqual([]);
    });
  });
}
