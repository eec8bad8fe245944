import { readRemoteViewAnswer } from '@betshell/domain';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const JSON_MODE = { 'x-render-mode': 'json', 'x-api-version': 'v2' };

describe('GET /views/{appName}/{path}', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const view = (url: string, headers: Record<string, string> = JSON_MODE) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers an information page in the JSON render mode, revalidated on every load', async () => {
    const response = await view('/views/information/en/about');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('X-Render-Mode');
    const reading = readRemoteViewAnswer(response.json(), 'information');
    expect(reading.valid).toBe(true);
    expect(response.json()).toMatchObject({
      appName: 'information',
      title: 'About us',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
    });
    const answer = response.json<{ body: string; head: string; style: string }>();
    expect(answer.body).toContain('<h1>About us</h1>');
    expect(answer.body).toContain('licensed online bookmaker');
    expect(answer.body).toContain('href="/en/contacts"');
    expect(answer.style).toContain('.info-page');
    expect(answer.head).toContain('<link rel="canonical" href="/en/about">');
    expect(answer.head).toContain('<link rel="alternate" hreflang="ru" href="/ru/about">');
    expect(answer.head).toContain('<link rel="alternate" hreflang="x-default" href="/ru/about">');
  });

  it('answers the Russian text under ru, with links that stay in Russian', async () => {
    const answer = (await view('/views/information/ru/about')).json<{
      title: string;
      body: string;
    }>();

    expect(answer.title).toBe('О компании');
    expect(answer.body).toContain('href="/ru/contacts"');
  });

  it.each([
    ['kz', 'Біз туралы', 'kk'],
    ['ua', 'Про нас', 'uk'],
    ['az', 'Haqqımızda', 'az'],
    ['uz', 'Biz haqimizda', 'uz'],
  ])(
    'answers the own text under %s, with links that stay in that language',
    async (lng, title, iso) => {
      const answer = (await view(`/views/information/${lng}/about`)).json<{
        title: string;
        body: string;
      }>();

      expect(answer.title).toBe(title);
      expect(answer.body).toContain(`lang="${iso}"`);
      expect(answer.body).toContain(`href="/${lng}/contacts"`);
    },
  );

  it('dates a news list as the language of the page writes dates', async () => {
    const news = (await view('/views/information/ua/news')).json<{ body: string }>();
    expect(news.body).toContain(
      '<time datetime="2026-11-18T00:00:00.000Z">18 листопада 2026 р.</time>',
    );
  });

  it('marks a Ukrainian page and its alternate with the ISO code uk, not the site code ua', async () => {
    const written = await opsRequest(testApp, 'PUT', '/page?lng=ua&path=about', {
      title: 'Про нас',
      body: '<p>Betshell — ліцензований онлайн-букмекер.</p>',
    });
    expect(written.statusCode).toBe(200);

    const ukrainian = (await view('/views/information/ua/about')).json<{ body: string }>();
    const english = (await view('/views/information/en/about')).json<{ head: string }>();

    expect(ukrainian.body).toContain(
      '<article class="info-page" data-page="information" lang="uk">',
    );
    expect(english.head).toContain('<link rel="alternate" hreflang="uk" href="/ua/about">');
  });

  // Every shipped page is written in all six languages; a language goes without a page when its
  // row is gone (an operator's database, a page added in some languages first).
  const removePage = (path: string, languages: string[]) =>
    testApp.database.query('delete from information_pages where path = $1 and lng = any($2)', [
      path,
      languages,
    ]);

  it('lists as alternates only the languages the page is written in', async () => {
    const hreflangs = async () => {
      const answer = await view('/views/information/en/ipl-betting-app');
      const head = answer.json<{ head: string }>().head;
      return [...head.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await hreflangs()).toEqual(['az', 'en', 'kk', 'ru', 'uk', 'uz', 'x-default']);

    await removePage('ipl-betting-app', ['kz', 'az']);

    expect(await hreflangs()).toEqual(['en', 'ru', 'uk', 'uz', 'x-default']);
  });

  it('answers the English text for a page without its own in the language, with links in that language', async () => {
    await removePage('toto-frame', ['kz']);

    const answer = (await view('/views/information/kz/toto-frame')).json<{
      title: string;
      body: string;
    }>();

    expect(answer.title).toBe('Toto');
    expect(answer.body).toContain('lang="en"');
    expect(answer.body).toContain('href="/kz/toto"');
  });

  it('lists the chapters of a rules group in order, and links a chapter to its group', async () => {
    const group = (await view('/views/information/en/rules/sport')).json<{ body: string }>();
    const chapters = [...group.body.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
    expect(chapters).toEqual([
      '/en/rules/sport/general',
      '/en/rules/sport/settlement',
      '/en/rules/sport/live-betting',
    ]);

    const chapter = (await view('/views/information/en/rules/sport/settlement')).json<{
      body: string;
    }>();
    expect(chapter.body).toContain(
      '<p class="info-page__up"><a href="/en/rules/sport">Sports betting rules</a></p>',
    );
    expect(chapter.body).toContain('void selection counts as odds of 1.00');
  });

  it('lists the news newest first with their dates, and serves an article by its slug', async () => {
    const news = (await view('/views/information/en/news')).json<{ body: string }>();
    const slugs = [...news.body.matchAll(/href="\/en\/news\/([^"]+)"/g)].map((match) => match[1]);
    expect(slugs).toEqual(['faster-withdrawals', 'cricket-markets', 'reality-check']);
    expect(news.body).toContain(
      '<time datetime="2026-11-18T00:00:00.000Z">18 November 2026</time>',
    );

    const article = await view('/views/information/ru/news/faster-withdrawals');
    expect(article.json()).toMatchObject({ title: 'Вывод на кошельки — за 15 минут' });
    expect(article.json<{ body: string }>().body).toContain('18 ноября 2026');
  });

  it('answers 404 PAGE_NOT_FOUND for a page the content does not have', async () => {
    const response = await view('/views/information/en/news/no-such-article');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'PAGE_NOT_FOUND',
        message: 'There is no information page en/news/no-such-article',
      },
    });
  });

  it('answers 404 UNKNOWN_VIEW for an app it does not host', async () => {
    const response = await view('/views/casino/en/slots');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'UNKNOWN_VIEW' } });
  });

  it.each([
    ['a language the site does not have', '/views/information/de/about'],
    ['no page at all', '/views/information/en'],
    ['an upper-case path', '/views/information/en/About'],
    ['a path that climbs', '/views/information/en/../ops'],
    ['a path too deep', '/views/information/en/a/b/c/d/e'],
    ['odd characters', '/views/information/en/about%3Cscript%3E'],
  ])('answers 400 BAD_REQUEST for %s', async (_case, url) => {
    const response = await view(url);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers 400 UNSUPPORTED_API_VERSION when JSON is asked without API version v2', async () => {
    const response = await view('/views/information/en/about', {
      'x-render-mode': 'json',
      'x-api-version': 'v1',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_API_VERSION' } });
  });

  it('answers JSON to the force-spa header', async () => {
    const response = await view('/views/information/en/about', {
      'x-force-spa': '1',
      'x-api-version': 'v2',
    });

    expect(response.json()).toMatchObject({ appName: 'information', title: 'About us' });
  });

  it('answers a plain HTML document without the JSON headers', async () => {
    const response = await view('/views/information/en/contacts', {});

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contacts<\/title>/,
    );
    expect(response.body).toContain('support@betshell.example');
  });

  it("serves an operator's edit at once", async () => {
    const edit = await opsRequest(testApp, 'PUT', '/page?lng=en&path=contacts', {
      body: '<p>Support moved to chat only.</p>',
    });
    expect(edit.statusCode).toBe(200);

    const answer = (await view('/views/information/en/contacts')).json<{
      title: string;
      body: string;
    }>();
    expect(answer.title).toBe('Contacts');
    expect(answer.body).toContain('Support moved to chat only.');
  });
});
