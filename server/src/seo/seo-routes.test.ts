import { seedInformationPages } from '../information-pages/seed-information-pages';
import { opsRequest } from '../test-support/build-test-app';
import { useSiteTestApp } from '../test-support/use-site-test-app';

describe('SEO: page data, iso codes, the server-rendered head, robots.txt and sitemap.xml', () => {
  const testApp = useSiteTestApp();

  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: 'bets.test' } });

  it('answers the page data of the most specific entry, with alternates in every allowed language', async () => {
    const response = await get('/web-api/seo/page?url=/en/line/1/2&lng=en');

    expect(response.statusCode).toBe(200);
    const data = response.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      // Sport 1's championship page, under the section's entry: named after its sport.
      title: 'Football — Sports betting line — Betshell',
      siteName: 'betshell',
      customCanonical: null,
      metaRobots: null,
      hierarchyMetaRobots: [],
      metas: [{ name: 'keywords', content: 'sports betting, bookmaker, casino', urlPath: '/*' }],
      media: [],
    });
    expect(data.alternates).toEqual([
      { lng: 'ru', hreflang: 'ru', href: 'http://bets.test/ru/line/1/2' },
      { lng: 'en', hreflang: 'en', href: 'http://bets.test/en/line/1/2' },
      { lng: 'ua', hreflang: 'uk', href: 'http://bets.test/ua/line/1/2' },
      { lng: 'kz', hreflang: 'kk', href: 'http://bets.test/kz/line/1/2' },
      { lng: 'az', hreflang: 'az', href: 'http://bets.test/az/line/1/2' },
      { lng: 'ru', hreflang: 'x-default', href: 'http://bets.test/ru/line/1/2' },
    ]);
  });

  it('answers page data in the language: Russian in ru, Kazakh in kz', async () => {
    expect((await get('/web-api/seo/page?url=/ru/&lng=ru')).json()).toMatchObject({
      title: 'Ставки на спорт онлайн — Betshell',
    });
    expect((await get('/web-api/seo/page?url=/kz/casino&lng=kz')).json()).toMatchObject({
      title: 'Онлайн-казино — Betshell',
    });
  });

  it('answers English page data for a language without entries of its own', async () => {
    // kz ships entries of its own: a language is left without only when they are all removed.
    await testApp.database.query(`delete from seo_pages where lng = 'kz'`);
    expect((await get('/web-api/seo/page?url=/kz/casino&lng=kz')).json()).toMatchObject({
      title: 'Online casino — Betshell',
    });
  });

  it('answers Ukrainian page data under ua', async () => {
    expect((await get('/web-api/seo/page?url=/ua/casino&lng=ua')).json()).toMatchObject({
      title: 'Онлайн-казино — Betshell',
    });
  });

  it('refuses page data without a path or with an unknown language with a 400', async () => {
    for (const url of [
      '/web-api/seo/page?lng=en',
      '/web-api/seo/page?url=/en/&lng=xx',
      '/web-api/seo/page?url=en&lng=en',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error.code');
    }
  });

  it('answers the iso code of every site language', async () => {
    const response = await get('/web-api/seo/iso-codes');
    expect(response.json()).toContainEqual({ lng: 'ua', iso: 'uk' });
    expect(response.json()).toHaveLength(6);
  });

  it('writes title, description, robots, canonical, alternates and Open Graph into the page html', async () => {
    const response = await get('/en/casino');

    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Online casino — Betshell</title>');
    expect(html).toContain(
      '<meta data-seo name="description" content="Casino games: slots, roulette, card games and live dealers." />',
    );
    expect(html).toContain('<meta data-seo name="robots" content="index, follow" />');
    expect(html).toContain('<link data-seo rel="canonical" href="http://bets.test/en/casino" />');
    expect(html).toContain(
      '<link data-seo rel="alternate" hreflang="ru" href="http://bets.test/ru/casino" />',
    );
    expect(html).toContain(
      '<meta data-seo property="og:title" content="Online casino — Betshell" />',
    );
    expect(html).toContain('<meta data-seo property="og:locale" content="en_GB" />');
    expect(html).toMatch(/<script nonce="[^"]+">\/\* production \*\/<\/script>/);
  });

  it('marks the office noindex in the page html', async () => {
    const html = (await get('/ru/office/account')).body;
    expect(html).toContain('<meta data-seo name="robots" content="noindex, nofollow" />');
  });

  it('answers an unknown page 404 with the site html, its name as the title and noindex', async () => {
    const response = await get('/en/no-such-page');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>betshell</title>');
    expect(response.body).toContain('<meta data-seo name="robots" content="noindex, follow" />');
    expect(response.body).not.toContain('og:title');
  });

  it('answers a route no application renders yet 404 with noindex, in its html, its page data and the sitemap', async () => {
    // The site fixture's build lists fishinghunting as not built (unbuilt-routes.ts).
    const response = await get('/en/fishinghunting');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta data-seo name="robots" content="noindex, follow" />');

    const data = (await get('/web-api/seo/page?url=/en/fishinghunting&lng=en')).json<unknown>();
    expect(data).toMatchObject({ metaRobots: 'noindex, follow', alternates: [] });

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://bets.test/en/casino</loc>');
    expect(sitemap).not.toContain('/fishinghunting<');
  });

  it('leaves the head as built for a path without an allowed language', async () => {
    const response = await get('/uz/casino');
    expect(response.statusCode).toBe(200);
    // As built, but for the nonce the security headers give its scripts.
    expect(response.body.replace(/ nonce="[^"]+"/g, '')).toBe(
      testApp.siteFixture.files.productionIndex,
    );
  });

  it('escapes what an operator wrote into the html', async () => {
    const put = await opsRequest(testApp, 'PUT', '/seo/page?lng=en&urlPath=/about', {
      title: 'About <script>alert(1)</script> "us"',
      customCanonical: { mode: 'mirror', domain: 'mirror.test' },
    });
    expect(put.statusCode).toBe(200);

    const html = (await get('/en/about')).body;
    expect(html).toContain(
      '<title>About &lt;script&gt;alert(1)&lt;/script&gt; &quot;us&quot;</title>',
    );
    expect(html).toContain('<link data-seo rel="canonical" href="https://mirror.test/en/about" />');
  });

  it('lists the public routes in every crawler language in sitemap.xml, without noindex pages', async () => {
    const response = await get('/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    for (const lng of ['ru', 'en', 'ua', 'kz', 'az']) {
      expect(response.body).toContain(`<loc>http://bets.test/${lng}/</loc>`);
      expect(response.body).toContain(`<loc>http://bets.test/${lng}/casino</loc>`);
    }
    expect(response.body).not.toContain('/uz/');
    expect(response.body).not.toContain('/office');
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="uk" href="http://bets.test/ua/casino"/>',
    );
  });

  describe('an information page some languages lack', () => {
    // Every shipped page is written in all six languages; a language goes without a page when its
    // rows are gone (an operator's database, a page added in some languages first). The crawler
    // languages (uz is hidden from visitors without sign-in) that keep the page:
    const PAGE = 'ipl-betting-app';
    const missingIn = ['ua', 'kz'] as const;
    const writtenIn = ['ru', 'en', 'az'] as const;
    const isoOf = { ru: 'ru', en: 'en', ua: 'uk', kz: 'kk', az: 'az', uz: 'uz' } as const;

    beforeAll(async () => {
      await testApp.database.query(
        'delete from information_pages where path = $1 and lng = any($2)',
        [PAGE, missingIn],
      );
    });
    // The tests after this block see the shipped pages again.
    afterAll(() => seedInformationPages(testApp.database));

    it('lists as alternates of an information page only the languages its text is written in, and x-default', async () => {
      const response = await get(`/web-api/seo/page?url=/ua/${PAGE}&lng=ua`);

      expect(response.json<{ alternates: unknown[] }>().alternates).toEqual([
        ...writtenIn.map((lng) => ({
          lng,
          hreflang: isoOf[lng],
          href: `http://bets.test/${lng}/${PAGE}`,
        })),
        { lng: 'ru', hreflang: 'x-default', href: `http://bets.test/ru/${PAGE}` },
      ]);
    });

    it('lists an information page in sitemap.xml only in the languages its text is written in', async () => {
      const body = (await get('/sitemap.xml')).body;

      for (const lng of writtenIn) {
        expect(body).toContain(`<loc>http://bets.test/${lng}/${PAGE}</loc>`);
        expect(body).toContain(
          `<xhtml:link rel="alternate" hreflang="${isoOf[lng]}" href="http://bets.test/${lng}/${PAGE}"/>`,
        );
      }
      for (const lng of missingIn) {
        expect(body).not.toContain(`http://bets.test/${lng}/${PAGE}<`);
        expect(body).not.toContain(`href="http://bets.test/${lng}/${PAGE}"`);
      }
    });

    it('writes only the written languages of an information page into its html head', async () => {
      const html = (await get(`/ua/${PAGE}`)).body;

      for (const lng of writtenIn) {
        expect(html).toContain(
          `<link data-seo rel="alternate" hreflang="${isoOf[lng]}" href="http://bets.test/${lng}/${PAGE}" />`,
        );
      }
      for (const lng of missingIn) {
        expect(html).not.toContain(`hreflang="${isoOf[lng]}"`);
      }
    });
  });

  it('keeps crawlers out of the APIs and login-only pages and names the sitemap in robots.txt', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /web-api/');
    expect(response.body).toContain('Disallow: /ru/office');
    expect(response.body).toContain('Disallow: /en/office');
    expect(response.body).not.toContain('Disallow: /assets');
    expect(response.body).toContain('Sitemap: http://bets.test/sitemap.xml');
  });

  it('builds links, the sitemap and robots.txt from the configured public origin, never a forged Host header', async () => {
    const forged = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

    const answers = await Promise.all(
      ['/sitemap.xml', '/robots.txt', '/en/casino', '/web-api/seo/page?url=/en/casino&lng=en'].map(
        forged,
      ),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain('http://bets.test/');
    }
  });
});
