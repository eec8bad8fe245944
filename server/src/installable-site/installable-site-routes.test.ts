import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APPLE_TOUCH_ICON_SIZES } from '@betshell/domain/installable-site';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { shellFilesOf } from './installable-site-routes';

describe('the installable site', () => {
  let fixture: SiteFixture;
  let testApp: TestApp;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    const icons = join(fixture.site.siteDir, 'assets', 'icons');
    await mkdir(icons, { recursive: true });
    await writeFile(
      join(icons, 'touch-icons.json'),
      JSON.stringify(
        APPLE_TOUCH_ICON_SIZES.map((size) => ({
          size,
          src: `/assets/icons/apple-touch-icon-${size}.abc.png`,
        })),
      ),
    );
    testApp = await buildTestApp({ site: fixture.site });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await fixture.remove();
  });

  const setConfig = (key: string, value: unknown) =>
    opsRequest(testApp, 'PUT', `/config/${key}`, { value });

  it('answers /manifest.json with the theme colour of the config and the icons of every spec size', async () => {
    await setConfig('pwaManifest', { themeColor: '#123456' });
    const response = await testApp.app.inject({ url: '/manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json<{ theme_color: string; icons: { sizes: string }[] }>();
    expect(manifest.theme_color).toBe('#123456');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual([
      '72x72',
      '96x96',
      '128x128',
      '144x144',
      '152x152',
      '192x192',
      '384x384',
      '512x512',
    ]);
  });

  it('refuses a theme colour that is not a colour', async () => {
    expect((await setConfig('pwaManifest', { themeColor: 'red;}' })).statusCode).toBe(400);
  });

  it('answers no service worker while isPwa is off', async () => {
    await setConfig('isPwa', false);
    const response = await testApp.app.inject({ url: '/pwa-sw.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'PWA_OFF' } });
  });

  it('with isPwa on answers a worker that keeps the page and the import map files, never the APIs', async () => {
    await setConfig('isPwa', true);
    const response = await testApp.app.inject({ url: '/pwa-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    const files = JSON.parse(/var FILES = (\[.*\]);/.exec(response.body)?.[1] ?? '[]') as string[];
    expect(files).toEqual(['/', '/assets/react.prod.js', '/importmap.json']);
    expect(files.some((file) => /^\/(web-api|bff-api|auth-api)/.test(file))).toBe(false);
    await setConfig('isPwa', false);
  });

  it('changes the worker when the import map changes, so browsers install the new one', async () => {
    await setConfig('isPwa', true);
    const before = (await testApp.app.inject({ url: '/pwa-sw.js' })).body;
    await writeFile(
      fixture.site.productionImportMap,
      JSON.stringify({ imports: { react: '/assets/react.prod.2.js' } }),
    );
    const after = (await testApp.app.inject({ url: '/pwa-sw.js' })).body;
    expect(after).not.toBe(before);
    expect(after).toContain('/assets/react.prod.2.js');
    await setConfig('isPwa', false);
  });
});

describe('the files of the shell', () => {
  it('are the page own assets and the same-origin files of the map, other origins left out', () => {
    const page =
      '<link rel="stylesheet" href="/assets/app/shell.1.css" /><script src="/assets/lib/s.2.js"></script>' +
      '<link rel="manifest" href="/manifest.json" /><a href="/ru/about">x</a>';
    const map = JSON.stringify({
      imports: { a: '/assets/app/a.3.js', b: 'https://cdn.example/b.js' },
      scopes: { '/releases/': { c: '/releases/x/c.4.js' } },
    });
    expect(shellFilesOf(page, map)).toEqual([
      '/assets/app/a.3.js',
      '/assets/app/shell.1.css',
      '/assets/lib/s.2.js',
      '/importmap.json',
      '/releases/x/c.4.js',
    ]);
  });
});
