import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const SLOT = '<div id="single-spa-application:@betshell/cookie-banner"></div>';

describe('the cookie banner in the page html (first paint)', () => {
  let testApp: TestApp;
  let fixture: SiteFixture;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    // The built index.html's floating slot of the banner (scripts/build/index-html.ts).
    await writeFile(
      join(fixture.site.siteDir, 'index.production.html'),
      `<!doctype html><html lang="ru"><title>betshell</title><main></main><div class="shell-floating">${SLOT}</div></html>\n`,
    );
    testApp = await buildTestApp({ site: fixture.site });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await fixture.remove();
  });

  const page = async (url: string, cookie?: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url,
        headers: cookie === undefined ? {} : { cookie },
      })
    ).body;

  it('is written for a visitor who has not answered, in the page language, with its buttons disabled', async () => {
    const html = await page('/ru/');
    expect(html).toContain(
      '<div id="single-spa-application:@betshell/cookie-banner"><section class="bs-cookies" role="region" aria-labelledby="bs-cookies-first-paint" data-first-paint>' +
        '<h2 id="bs-cookies-first-paint">Мы используем cookie</h2>',
    );
    expect(html).toContain('<a href="/ru/cookies">Политика cookie</a></p>');
    expect(html).toContain(
      '<div class="bs-cookies__actions"><button type="button" disabled>Принять все</button>' +
        '<button type="button" disabled>Только необходимые</button><button type="button" disabled>Выбрать</button></div></section></div>',
    );
    expect(await page('/en/casino')).toContain(
      '<h2 id="bs-cookies-first-paint">We use cookies</h2><p>Essential cookies keep the site working.',
    );
    // Every site language has its own texts (the dictionary check keeps it so).
    expect(await page('/az/')).toContain('<a href="/az/cookies">Cookie siyasəti</a>');
  });

  it('is not written once the visitor answered, and an unreadable answer still asks', async () => {
    for (const answer of ['0', '1', '3']) {
      expect(await page('/ru/', `cookies_agree_type=${answer}`)).toContain(SLOT);
    }
    expect(await page('/ru/', 'cookies_agree_type=9')).toContain('data-first-paint');
  });

  it('is not written on a 404 or on a path without an allowed language', async () => {
    expect(await page('/ru/no-such-page')).toContain(SLOT);
    expect(await page('/xx/')).not.toContain('data-first-paint');
  });
});
