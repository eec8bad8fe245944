import cookie from '@fastify/cookie';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../http/error-handler-plugin';
import { securityHeadersPlugin } from '../http/security-headers-plugin';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { staticSitePlugin, type StaticSiteOptions } from './static-site-plugin';

/** The page as built: the security headers give its scripts a nonce per answer. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '');

async function buildSiteApp(site: StaticSiteOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(staticSitePlugin, site);
  await app.ready();
  return app;
}

describe('the static site in production mode', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    app = await buildSiteApp(fixture.site);
  });

  afterAll(async () => {
    await app.close();
    await fixture.remove();
  });

  it('serves a hashed file for a year, immutable, as JavaScript', async () => {
    const response = await app.inject('/assets/vendor/root-config.3f2a9c.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.body).toBe(fixture.files.script);
  });

  it('serves the brotli variant to a browser that accepts it', async () => {
    const response = await app.inject({
      url: '/assets/vendor/root-config.3f2a9c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixture.files.script);
  });

  it('serves the gzip variant to a browser that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/vendor/root-config.3f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(fixture.files.script);
  });

  it.each([
    ['/assets/shell.1b2c3d.css', /^text\/css/],
    ['/assets/vendor/root-config.3f2a9c.js.map', /^application\/json/],
    ['/assets/logo.5d6e7f.svg', /^image\/svg\+xml/],
    ['/assets/flag.8a9b0c.png', /^image\/png/],
  ])('serves %s with its content type', async (url, contentType) => {
    const response = await app.inject(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(contentType);
  });

  it('answers a missing hashed file with the JSON 404', async () => {
    const response = await app.inject('/assets/vendor/root-config.000000.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each(['/', '/ru', '/ru/office/account', '/en/line/1?sportId=1', '/office'])(
    'answers the page %s with index.html, revalidated on every load',
    async (url) => {
      const response = await app.inject(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(withoutNonces(response.body)).toBe(fixture.files.productionIndex);
    },
  );

  it.each(['/ru/no-such-page', '/en/line/1/2/3/4/5', '/print-coupon/abc', '/xx/nothing/here'])(
    'answers the unknown page %s with status 404 and the same index.html, for the site to show its 404',
    async (url) => {
      const response = await app.inject(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(withoutNonces(response.body)).toBe(fixture.files.productionIndex);
    },
  );

  it.each(['/ru/fishinghunting', '/en/office/paycheck'])(
    'answers %s, a route no application renders yet, with status 404 as an unknown page',
    async (url) => {
      const response = await app.inject(url);

      expect(response.statusCode).toBe(404);
      expect(withoutNonces(response.body)).toBe(fixture.files.productionIndex);
    },
  );

  it('answers 404 for a page whose named content is not there, when asked to check it', async () => {
    const checked = Fastify();
    await checked.register(errorHandlerPlugin);
    await checked.register(staticSitePlugin, {
      ...fixture.site,
      pageExists: (match) => Promise.resolve(match.params['gameRoute'] !== 'no-such-game'),
    });
    await checked.ready();

    const answers = await Promise.all(
      ['/ru/games/book-of-pharaohs', '/ru/games/no-such-game', '/en/about'].map((url) =>
        checked.inject(url),
      ),
    );
    await checked.close();

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200]);
    expect(answers[1]!.body).toBe(fixture.files.productionIndex);
  });

  it('answers HEAD for a page with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/ru/office/account' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it.each(['/web-api/nothing', '/bff-api/config/none.json', '/auth-api/v1', '/views/casino/home'])(
    'answers the unknown server path %s with the JSON 404, not with the page',
    async (url) => {
      const response = await app.inject(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );

  it.each(['/ru', '/assets/shell.1b2c3d.css', '/web-api/nothing'])(
    'sends the security headers with %s',
    async (url) => {
      const response = await app.inject(url);

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('the static site in development mode', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    app = await buildSiteApp({ ...fixture.site, mode: 'development' });
  });

  afterAll(async () => {
    await app.close();
    await fixture.remove();
  });

  it('answers pages with the development index.html', async () => {
    const response = await app.inject('/ru/office/account');

    expect(response.statusCode).toBe(200);
    expect(withoutNonces(response.body)).toBe(fixture.files.developmentIndex);
  });
});

describe('a site that is not built', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createSiteFixture({ built: false });
    app = await buildSiteApp({ ...fixture.site, mode: 'development' });
  });

  afterAll(async () => {
    await app.close();
    await fixture.remove();
  });

  it('answers pages with 503 SITE_NOT_BUILT', async () => {
    const response = await app.inject('/ru');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'SITE_NOT_BUILT', message: 'The site is not built: run npm run build' },
    });
  });

  it('answers hashed files with the JSON 404', async () => {
    const response = await app.inject('/assets/vendor/root-config.3f2a9c.js');

    expect(response.statusCode).toBe(404);
  });
});

describe('the page with its server-written head', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;
  const staticShell =
    '<!doctype html><html lang="ru" data-language="ru"><head><title>betshell</title></head><body>' +
    '<div class="shell-static-header"><span class="shell-static-header__brand" data-shell-site-name>betshell</span></div>' +
    `<main id="shell-main">${'<p>filler</p>'.repeat(200)}</main></body></html>\n`;

  beforeAll(async () => {
    fixture = await createSiteFixture({ productionIndex: staticShell });
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(cookie);
    await app.register(staticSitePlugin, {
      ...fixture.site,
      pageHead: ({ pathname }) =>
        Promise.resolve({
          lng: pathname.split('/')[1] ?? 'ru',
          head: '<title>Bets</title>',
          siteName: 'Bets & <Co>',
        }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await fixture.remove();
  });

  it('writes the configured site name into the static header, escaped', async () => {
    const response = await app.inject('/en/');

    expect(response.body).toContain(
      '<html lang="en" data-language="en" data-theme="light" data-font-size="normal">',
    );
    expect(response.body).toContain('<title>Bets</title>');
    expect(response.body).toContain(
      '<span class="shell-static-header__brand" data-shell-site-name>Bets &amp; &lt;Co&gt;</span>',
    );
  });

  it("marks the page's language with its ISO tag for readers and its site code for the page's scripts", async () => {
    expect((await app.inject('/ua/')).body).toContain('<html lang="uk" data-language="ua" ');
    expect((await app.inject('/kz/')).body).toContain('<html lang="kk" data-language="kz" ');
  });

  it("paints the page in the player's theme and font size from their cookies, before any script", async () => {
    const dark = await app.inject({ url: '/en/', cookies: { app_theme: '1', app_font_size: '2' } });
    expect(dark.body).toContain('data-language="en" data-theme="dark" data-font-size="largest">');
    const system = await app.inject({ url: '/en/', cookies: { app_theme: '2' } });
    expect(system.body).toContain('data-theme="system" data-font-size="normal">');
  });

  it('marks the panels the player hid from their cookies, so the columns are right before any script', async () => {
    const both = await app.inject({ url: '/en/', cookies: { hide_left: '1', hide_right: '1' } });
    expect(both.body).toContain('data-font-size="normal" data-hide-left data-hide-right>');
    const right = await app.inject({ url: '/en/', cookies: { hide_left: '0', hide_right: '1' } });
    expect(right.body).toContain('data-font-size="normal" data-hide-right>');
    const shown = await app.inject({ url: '/en/', cookies: { hide_left: 'yes' } });
    expect(shown.body).toContain('data-font-size="normal">');
  });

  it('writes only known values, whatever the cookies hold', async () => {
    const response = await app.inject({
      url: '/en/',
      cookies: { app_theme: '"><script>', app_font_size: '9' },
    });
    expect(response.body).toContain('data-theme="light" data-font-size="normal">');
    expect(response.body).not.toContain('<script>');
  });

  it('compresses the page for a browser that accepts gzip', async () => {
    const response = await app.inject({ url: '/en/', headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('data-shell-site-name>Bets &amp;');
  });
});
