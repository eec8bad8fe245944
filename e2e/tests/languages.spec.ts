import { COOKIE, LANGUAGE_TAGS, SITE_LANGUAGES, type LanguageCode } from '@betshell/domain';
import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { SportsbookPage } from '../pages/sportsbook-page';
import { DataTexts, englishLeftovers, leftoverMarks } from '../support/english-leftovers';
import { moveWithinSite } from '../support/move-within-site';
import { signInNewPlayer } from '../support/signed-in-player';

/** The pages a visitor reads first: home, the line, live, the casino, registration, about. */
const VISITOR_PAGES = ['/', '/line', '/live', '/casino', '/registration', '/about'];

/** The office a signed-in player reads: the account, the histories, money and the settings. */
const PLAYER_PAGES = [
  '/office/account',
  '/office/history',
  '/office/historypay',
  '/office/recharge',
  '/office/deduce',
  '/office/security',
  '/office/settings',
  '/office/responsible',
];

/** A page's own root: the pages mark theirs with data-page, the responsible gaming page by class. */
const PAGE_ROOT = '[data-page], .bs-responsible-gaming';

/** What is still loading: a page's skeletons and busy regions. */
const LOADING = '[aria-busy="true"], [data-skeleton], .bs-sportsbook__skeleton';

for (const lng of SITE_LANGUAGES.filter((code): code is LanguageCode => code !== 'en')) {
  test(`the main pages in ${lng} show no text left in English, the coupon with a selection included`, async ({
    chrome,
    page,
    context,
    baseURL,
  }) => {
    // Fifteen pages and a sign-in: 10 to 18 s alone, more than the default 30 s beside the other
    // workers on a busy machine.
    test.setTimeout(120_000);
    const base = baseURL as string;
    const marks = leftoverMarks(lng);
    const data = new DataTexts(page);
    const found: string[] = [];
    // The first page of the visitor and of the player is loaded; the others are moved to as the
    // site's links move, without loading the chrome again.
    const scan = async (path: string, load = false) => {
      if (load) await page.goto(`/${lng}${path}`);
      else await moveWithinSite(page, `/${lng}${path}`);
      await expect(page.locator(PAGE_ROOT).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lng}${path === '/' ? '/' : path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lng]);
      await expect(chrome.footer).toBeVisible();
      await expect(page.locator(LOADING)).toHaveCount(0);
      found.push(...(await englishLeftovers(page, marks, data)).map((text) => `${path}: ${text}`));
    };

    // uz is offered to a visitor holding the ua cookie (decisions.md, Languages).
    await context.addCookies([{ name: COOKIE.ua, value: '1', url: base }]);
    for (const [index, path] of VISITOR_PAGES.entries()) await scan(path, index === 0);

    await signInNewPlayer(context, base);
    for (const [index, path] of PLAYER_PAGES.entries()) await scan(path, index === 0);

    const sportsbook = new SportsbookPage(page);
    const coupon = new CouponPanel(page);
    await scan('/line');
    await sportsbook.odds.first().click();
    await expect(coupon.count).toHaveText('1');
    found.push(...(await englishLeftovers(page, marks, data)).map((text) => `coupon: ${text}`));

    expect(found, `texts left in English on /${lng}/ pages`).toEqual([]);
  });
}
