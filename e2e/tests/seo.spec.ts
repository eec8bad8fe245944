import { ANSWERED, expect, test } from '../fixtures';
import { SeoHead } from '../pages/seo-head';
import { SeoText } from '../pages/seo-text';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

test.use({ locale: 'ru-RU' });

test.describe('search metadata', () => {
  test('the head follows the page after a navigation inside the site', async ({
    shell,
    page,
    baseURL,
  }) => {
    const head = new SeoHead(page);
    await shell.open('/ru/casino');
    await expect.poll(() => head.title()).toBe('Онлайн-казино — Betshell');
    await shell.markDocument();

    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/casino$/);

    await expect.poll(() => head.title()).toBe('Online casino — Betshell');
    expect(await shell.documentIsMarked()).toBe(true);
    expect(await head.description()).toBe(
      'Casino games: slots, roulette, card games and live dealers.',
    );
    expect(await head.robots()).toBe('index, follow');
    await expect(head.robotsTags).toHaveCount(1);
    expect(await head.canonical()).toBe(`${baseURL}/en/casino`);
    expect(await head.alternate('ru')).toBe(`${baseURL}/ru/casino`);
    expect(await head.alternate('uk')).toBe(`${baseURL}/ua/casino`);
    expect(await head.alternate('x-default')).toBe(`${baseURL}/ru/casino`);
    expect(await head.openGraph('og:title')).toBe('Online casino — Betshell');
    expect(await head.openGraph('og:url')).toBe(`${baseURL}/en/casino`);
    expect(await head.openGraph('og:locale')).toBe('en_GB');
  });

  test('an information page keeps the title of its view and one canonical', async ({
    shell,
    page,
  }) => {
    const head = new SeoHead(page);
    await shell.open('/en/about');
    await expect(page).toHaveTitle('About us');
    await expect.poll(() => head.description()).toBe('Who we are and how Betshell works.');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page).toHaveTitle('About us');
  });

  test('an unknown path answers 404 and the site shows its not-found page, kept out of the index', async ({
    shell,
    page,
  }) => {
    const response = await page.goto('/ru/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(shell.shellPage).toHaveAttribute('data-page', 'not-found');
    await expect.poll(() => new SeoHead(page).robots()).toBe('noindex, follow');

    // A route of the table that no application renders yet is no page for the index either.
    const unbuilt = await page.goto('/ru/internal-vpn');
    expect(unbuilt?.status()).toBe(404);
    await expect.poll(() => new SeoHead(page).robots()).toBe('noindex, follow');
  });

  test('robots.txt names the sitemap, which lists the public pages in every language', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /ru/office');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/en/casino</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/kz/about</loc>`);
    expect(sitemap).not.toContain('/office');
    expect(sitemap).not.toContain('/ru/internal-vpn<');
  });
});

test.describe('search metadata without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server writes the page head into the html a crawler reads', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/en/casino');
    expect(response?.status()).toBe(200);
    const head = new SeoHead(page);

    expect(await head.title()).toBe('Online casino — Betshell');
    expect(await head.description()).toBe(
      'Casino games: slots, roulette, card games and live dealers.',
    );
    expect(await head.robots()).toBe('index, follow');
    expect(await head.canonical()).toBe(`${baseURL}/en/casino`);
    expect(await head.alternate('ru')).toBe(`${baseURL}/ru/casino`);
    expect(await head.openGraph('og:title')).toBe('Online casino — Betshell');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('the office is kept out of the index', async ({ page }) => {
    await page.goto('/ru/office/account');
    expect(await new SeoHead(page).robots()).toBe('noindex, nofollow');
  });
});

test.describe('referral cookies', () => {
  test('a landing URL sets them and the player registered next keeps them', async ({
    context,
    chrome,
    page,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'cookies_agree_type', value: '3', url: baseURL ?? '' }]);
    await page.goto('/ru/?refererid=4242&tag=spring&subid=s-1');

    await expect.poll(() => chrome.cookie('refererid')).toBe('4242');
    expect(await chrome.cookie('reflink_tag')).toBe('spring');
    expect(await chrome.cookie('subid')).toBe('s-1');
    const refererid = (await context.cookies(baseURL)).find(
      (cookie) => cookie.name === 'refererid',
    );
    // 60 days, give or take the journey's own minutes.
    expect((refererid?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(59 * 86_400_000);

    const player = await signInNewPlayer(context, baseURL ?? '');
    expect(await ops('referral', 'show', String(player.userId))).toContain(
      `player ${player.userId}: ref_id 4242, group_id 1, tag spring, subid s-1`,
    );
  });

  test.describe('before the cookie banner is answered', () => {
    test.use({ answered: { ...ANSWERED, cookies: false } });

    test('they wait for the marketing agreement', async ({ chrome, page }) => {
      await page.goto('/ru/?refererid=77');
      await expect(chrome.cookieBanner).toBeVisible();
      expect(await chrome.cookie('refererid')).toBeUndefined();

      await chrome.cookieButton('Принять все').click();
      await expect.poll(() => chrome.cookie('refererid')).toBe('77');
    });
  });
});

test.describe('the SEO heading and text of a page', () => {
  test('home shows its h1, image and text above the footer, and they follow a navigation inside the site', async ({
    shell,
    page,
  }) => {
    const text = new SeoText(page);
    await shell.open('/ru/');
    await expect(text.h1).toHaveText('Ставки на спорт и казино');
    await expect(text.heading).toHaveText('Ставки на спорт онлайн в Betshell');
    await expect(text.paragraphs.first()).toContainText('Betshell принимает ставки на футбол');
    await expect(text.image).toHaveAttribute('alt', 'Ставки на спорт и казино Betshell');
    // Between the main area and the footer.
    const below = await page.evaluate(() => {
      const block = document.querySelector('section.bs-seo-text');
      const main = document.getElementById('shell-main');
      const footer = document.querySelector('footer.bs-footer');
      if (block === null || main === null || footer === null) return null;
      return {
        afterMain: Boolean(main.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING),
        beforeFooter: Boolean(
          block.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    expect(below).toEqual({ afterMain: true, beforeFooter: true });
    await shell.markDocument();

    await page.locator('header.bs-header a[href="/ru/live"]').first().click();
    await expect(page).toHaveURL(/\/ru\/live$/);
    await expect(text.h1).toHaveText('Лайв: ставки по ходу матча');
    await expect(text.heading).toHaveText('Ставки в лайве');
    expect(await shell.documentIsMarked()).toBe(true);

    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/live$/);
    await expect(text.h1).toHaveText('Live: bets while the game is played');
  });

  test('a page reached by a click never shows the h1 of the page before beside its own', async ({
    shell,
    page,
  }) => {
    const text = new SeoText(page);
    const shownH1s = page.locator('h1:visible');
    await shell.open('/ru/');
    await expect(text.h1).toHaveText('Ставки на спорт и казино');
    await expect(shownH1s).toHaveCount(1);
    // The registration page's SEO calls wait, so the moment between its own h1 and their answer
    // lasts as long as the journey looks at it.
    const held = await text.holdCallsFor('/ru/registration');
    await text.recordShownH1s();

    await page.locator('header.bs-header').getByRole('link', { name: 'Регистрация' }).click();
    await expect(page).toHaveURL(/\/ru\/registration$/);
    await expect(text.h1).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация');
    await held.asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(shownH1s).toHaveCount(1);

    // The registration page has no SEO text of its own: its answers leave the block empty.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/web-api/seo/visual') && response.url().includes('registration'),
    );
    held.release();
    await answered;
    await expect(text.block).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация');
    const counts = await text.shownH1s();
    // Every change of the document on the way: one h1 or none (the moment the new page loads).
    expect(counts.filter((count) => count > 1)).toEqual([]);
    expect(counts.at(-1)).toBe(1);
  });

  test('the sitemap lists the sport pages of the sports map', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/ru/line/1</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/en/live/2</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/en/line</loc>`);

    const map: unknown = await (
      await request.get('/web-api/seo/sports-map?lng=en&nameEng=football')
    ).json();
    expect(map).toEqual([{ id: 1, name: 'Football', nameEng: 'football' }]);
  });
});

test.describe('the SEO heading and text without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server writes them into the html a crawler reads', async ({ page }) => {
    await page.goto('/en/line/1');
    await expect(page.locator('h1')).toHaveText('Line: bets before the match');
    await expect(page.locator('h2')).toHaveText('The sports betting line');
    await expect(page.locator('img[alt="The sports betting line"]')).toBeVisible();
  });
});
