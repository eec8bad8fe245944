import { SEO_TEXT_SLOT } from '@betshell/domain/seo';
import { opsRequest } from '../test-support/build-test-app';
import { useSiteTestApp } from '../test-support/use-site-test-app';

describe('SEO: the content, visual and sports-map calls', () => {
  const testApp = useSiteTestApp({
    // The built index.html's slot for the SEO text (scripts/build/index-html.ts).
    productionIndex: `<!doctype html><html lang="ru"><title>betshell</title><main></main>${SEO_TEXT_SLOT}<footer></footer></html>\n`,
  });

  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: 'bets.test' } });

  const expect400 = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error.code');
    expect(response.json()).toHaveProperty('error.message');
  };

  describe('sports map', () => {
    it('lists the sports of the line with names in the language and English slugs, then 2999', async () => {
      const response = await get('/web-api/seo/sports-map?lng=ru');

      expect(response.statusCode).toBe(200);
      const map = response.json<{ id: number; name: string; nameEng: string }[]>();
      expect(map).toEqual([
        { id: 1, name: 'Футбол', nameEng: 'football' },
        { id: 2, name: 'Хоккей', nameEng: 'ice-hockey' },
        { id: 3, name: 'Баскетбол', nameEng: 'basketball' },
        { id: 4, name: 'Теннис', nameEng: 'tennis' },
        { id: 40, name: 'Киберспорт', nameEng: 'esports' },
        { id: 50, name: 'Киберфутбол', nameEng: 'cyber-football' },
        { id: 51, name: 'Кибербаскетбол', nameEng: 'cyber-basketball' },
        { id: 2999, name: 'Все виды спорта', nameEng: 'all-sports' },
      ]);
    });

    it('names sports as the line does in the language, the all-sports entry too', async () => {
      const map = (await get('/web-api/seo/sports-map?lng=kz')).json<{ name: string }[]>();
      expect(map[1]?.name).toBe('Хоккей');
      expect(map.at(-1)?.name).toBe('Барлық спорт түрлері');
    });

    it('filters to the one sport nameEng names', async () => {
      const response = await get('/web-api/seo/sports-map?lng=en&nameEng=ice-hockey');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ id: 2, name: 'Ice hockey', nameEng: 'ice-hockey' }]);
      expect((await get('/web-api/seo/sports-map?lng=en&nameEng=all-sports')).json()).toEqual([
        { id: 2999, name: 'All sports', nameEng: 'all-sports' },
      ]);
    });

    it('answers 404 for a slug naming no sport and 400 for a malformed one', async () => {
      const unknown = await get('/web-api/seo/sports-map?lng=en&nameEng=curling');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toHaveProperty('error.code', 'SPORT_NOT_FOUND');
      for (const nameEng of ['Ice%20Hockey', 'ice_hockey', 'ice--hockey', '', 'a'.repeat(81)]) {
        await expect400(`/web-api/seo/sports-map?lng=en&nameEng=${nameEng}`);
      }
      await expect400('/web-api/seo/sports-map');
      await expect400('/web-api/seo/sports-map?lng=xx');
    });

    it("names a sport's page after its sport in page data and the page html", async () => {
      const football = (await get('/web-api/seo/page?url=/ru/line/1&lng=ru')).json<{
        title: string;
        description: string;
      }>();
      expect(football.title).toBe('Футбол — Линия ставок на спорт — Betshell');
      expect(football.description).toMatch(/^Футбол\. Ставки на спорт до начала матча/);
      expect((await get('/en/live/2')).body).toContain(
        '<title>Ice hockey — Live betting — Betshell</title>',
      );
      expect((await get('/web-api/seo/page?url=/en/line&lng=en')).json()).toMatchObject({
        title: 'Sports betting line — Betshell',
      });
    });

    it('lists the sport pages of the map in sitemap.xml in every crawler language', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      for (const lng of ['ru', 'en', 'kz']) {
        expect(sitemap).toContain(`<loc>http://bets.test/${lng}/line/1</loc>`);
        expect(sitemap).toContain(`<loc>http://bets.test/${lng}/live/40</loc>`);
        // The placeholder 2999 stands for all sports: the sections' own pages.
        expect(sitemap).toContain(`<loc>http://bets.test/${lng}/line</loc>`);
        expect(sitemap).toContain(`<loc>http://bets.test/${lng}/live</loc>`);
      }
      expect(sitemap).not.toContain('2999');
    });
  });

  describe('content and visual', () => {
    it('answers the content of the most specific pattern, in the language', async () => {
      const home = await get('/web-api/seo/content?url=/en/&lng=en');
      expect(home.statusCode).toBe(200);
      expect(home.json()).toMatchObject({
        content: { urlPath: '/', heading: 'Online sports betting at Betshell' },
      });
      const line = await get('/web-api/seo/content?url=/ru/line/1/101&lng=ru');
      expect(line.json()).toMatchObject({
        content: { urlPath: '/line/*', heading: 'Линия ставок на спорт' },
      });
      expect(line.json<{ content: { paragraphs: string[] } }>().content.paragraphs).toHaveLength(2);
    });

    it('answers Ukrainian content and visuals under ua', async () => {
      expect((await get('/web-api/seo/content?url=/ua/live&lng=ua')).json()).toMatchObject({
        content: { heading: 'Ставки в лайві' },
      });
      expect((await get('/web-api/seo/visual?url=/ua/live/1&lng=ua')).json()).toMatchObject({
        visual: { h1: 'Лайв: ставки під час матчу' },
      });
    });

    it('answers English content and visuals for a language without its own', async () => {
      expect((await get('/web-api/seo/content?url=/kz/live&lng=kz')).json()).toMatchObject({
        content: { heading: 'Лайв ставкалар' },
      });
      // kz ships content of its own: a language is left without only when it is all removed.
      await testApp.database.query(`delete from seo_contents where lng = 'kz'`);
      await testApp.database.query(`delete from seo_visuals where lng = 'kz'`);
      expect((await get('/web-api/seo/content?url=/kz/live&lng=kz')).json()).toMatchObject({
        content: { heading: 'Live betting' },
      });
      expect((await get('/web-api/seo/visual?url=/kz/live/1&lng=kz')).json()).toMatchObject({
        visual: { h1: 'Live: bets while the game is played' },
      });
    });

    it('answers the Azerbaijani and Uzbek content and visuals in their own words', async () => {
      expect((await get('/web-api/seo/content?url=/az/live&lng=az')).json()).toMatchObject({
        content: { heading: 'Canlı mərclər' },
      });
      expect((await get('/web-api/seo/visual?url=/uz/live/1&lng=uz')).json()).toMatchObject({
        visual: { h1: 'Live: oʻyin davomidagi stavkalar' },
      });
    });

    it('answers null for a page no entry covers', async () => {
      expect((await get('/web-api/seo/content?url=/en/about&lng=en')).json()).toEqual({
        content: null,
      });
      expect((await get('/web-api/seo/visual?url=/en/about&lng=en')).json()).toEqual({
        visual: null,
      });
    });

    it('answers the h1 and the image with its size, and serves the image', async () => {
      const response = await get('/web-api/seo/visual?url=/ru/line&lng=ru');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        visual: {
          urlPath: '/line/*',
          h1: 'Линия: ставки до начала матча',
          image: {
            url: '/web-api/media/seo/line.svg',
            alt: 'Линия ставок на спорт',
            width: 1200,
            height: 400,
          },
        },
      });
      const image = await get('/web-api/media/seo/line.svg');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect((await get('/web-api/media/seo/nothing.svg')).statusCode).toBe(404);
    });

    it('refuses a call without a path, with a relative one or an unknown language with a 400', async () => {
      for (const call of ['content', 'visual']) {
        await expect400(`/web-api/seo/${call}?lng=en`);
        await expect400(`/web-api/seo/${call}?url=en&lng=en`);
        await expect400(`/web-api/seo/${call}?url=/en/&lng=xx`);
        await expect400(`/web-api/seo/${call}?url=/en/`);
      }
    });

    it('lets the content, the visual and the page data be kept a minute: operators alone change them', async () => {
      for (const call of ['content', 'visual', 'page']) {
        const response = await get(`/web-api/seo/${call}?url=/en/line&lng=en`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=60');
      }
    });
  });

  describe('the page html for a crawler without JavaScript', () => {
    it('writes the h1, the image and the text into the slot, inside noscript', async () => {
      const html = (await get('/en/line/1')).body;
      expect(html).toContain(
        '<main></main><div id="single-spa-application:@betshell/seo-text"><noscript data-seo-text><section',
      );
      expect(html).toContain('<h1>Line: bets before the match</h1>');
      expect(html).toContain(
        '<img src="/web-api/media/seo/line.svg" alt="The sports betting line" width="1200" height="400"',
      );
      expect(html).toContain('<h2>The sports betting line</h2><p>The line holds the games');
      expect(html).toMatch(/<\/section><\/noscript><\/div><footer>/);
    });

    it('leaves the slot empty on a page without text and on a 404', async () => {
      for (const path of ['/en/about', '/en/no-such-page']) {
        expect((await get(path)).body).toContain(`<main></main>${SEO_TEXT_SLOT}<footer>`);
      }
    });

    it('escapes what an operator wrote', async () => {
      await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=/contacts', {
        heading: 'Call <us>',
        paragraphs: ['"quoted" & <script>alert(1)</script>'],
      });
      const html = (await get('/en/contacts')).body;
      expect(html).toContain('<h2>Call &lt;us&gt;</h2>');
      expect(html).toContain(
        '<p>&quot;quoted&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      );
      expect(html).not.toContain('<script>alert(1)');
    });
  });

  describe('operator commands', () => {
    it('writes content as plain text, which the call answers as written', async () => {
      const put = await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=/about', {
        heading: 'About <b>us</b>',
        paragraphs: ['One & two', '<script>alert(1)</script>'],
      });
      expect(put.statusCode).toBe(200);
      const written = put.json<{ created: boolean; content: { editedByOperatorAt: unknown } }>();
      expect(written.created).toBe(true);
      expect(typeof written.content.editedByOperatorAt).toBe('string');

      expect((await get('/web-api/seo/content?url=/en/about&lng=en')).json()).toEqual({
        content: {
          urlPath: '/about',
          heading: 'About <b>us</b>',
          paragraphs: ['One & two', '<script>alert(1)</script>'],
        },
      });

      const change = await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=/about', {
        heading: 'About us',
      });
      expect(change.json()).toMatchObject({
        created: false,
        content: { heading: 'About us', paragraphs: ['One & two', '<script>alert(1)</script>'] },
      });
      const removed = await opsRequest(testApp, 'DELETE', '/seo/content?lng=en&urlPath=/about');
      expect(removed.json()).toEqual({ removed: true });
      expect(
        (await opsRequest(testApp, 'GET', '/seo/content?lng=en&urlPath=/about')).statusCode,
      ).toBe(404);
    });

    it('refuses a new entry without its heading, blank text and a bad image with a 400', async () => {
      const refused = [
        await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=/promotions', {
          paragraphs: ['x'],
        }),
        await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=/', { heading: '   ' }),
        await opsRequest(testApp, 'PUT', '/seo/content?lng=en&urlPath=no-slash', { heading: 'x' }),
        await opsRequest(testApp, 'PUT', '/seo/visual?lng=en&urlPath=/', {
          image: { url: 'javascript:alert(1)', alt: '', width: 10, height: 10 },
        }),
        await opsRequest(testApp, 'PUT', '/seo/visual?lng=en&urlPath=/', {
          image: { url: '/x.png', alt: '', width: 0, height: 10 },
        }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('error.code');
      }
    });

    it('lists and edits visuals; an edited visual serves its pages', async () => {
      const list = await opsRequest(testApp, 'GET', '/seo/visuals?lng=ru');
      expect(list.json<{ visuals: unknown[] }>().visuals).toHaveLength(3);

      const put = await opsRequest(testApp, 'PUT', '/seo/visual?lng=ru&urlPath=/live/*', {
        h1: 'Лайв сегодня',
        image: null,
      });
      expect(put.statusCode).toBe(200);
      expect((await get('/web-api/seo/visual?url=/ru/live/2&lng=ru')).json()).toEqual({
        visual: { urlPath: '/live/*', h1: 'Лайв сегодня', image: null },
      });
    });
  });
});
