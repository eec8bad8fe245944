import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { expect, test } from '../fixtures';
import { DictionaryErrorScreen } from '../pages/dictionary-error-screen';
import { ops } from '../support/operator';

/**
 * The installable site. Turning isPwa on changes what every visitor gets, so this runs
 * with the operator journeys, one at a time, and turns it off again after.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'ru-RU' });
test.setTimeout(60_000);

test.afterAll(async () => {
  await ops('config', 'set', 'isPwa', JSON.stringify(DEFAULT_SITE_CONFIG.isPwa));
});

test('the manifest has the theme colour of the config and an icon of every apple-touch size', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.json')).json()) as {
    theme_color: string;
    icons: { sizes: string; src: string }[];
  };
  expect(manifest.theme_color).toBe(DEFAULT_SITE_CONFIG.pwaManifest.themeColor);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual([
    '72x72',
    '96x96',
    '128x128',
    '144x144',
    '152x152',
    '192x192',
    '384x384',
    '512x512',
  ]);
  const icon = await request.get(manifest.icons[7]?.src ?? '');
  expect(icon.headers()['content-type']).toBe('image/png');
  expect((await icon.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
});

test('with isPwa off no service worker is offered', async ({ request }) => {
  expect((await request.get('/pwa-sw.js')).status()).toBe(404);
});

test('with isPwa on the site starts offline from the service worker, which keeps no API answer', async ({
  page,
  context,
  shell,
}) => {
  await ops('config', 'set', 'isPwa', 'true');
  await shell.open('/ru/');
  await expect(shell.brand).toBeVisible();
  // The worker installs (keeping the page and the map's files) and takes charge of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/');
  expect(kept).toContain('/importmap.json');
  expect(kept.some((path) => path.startsWith('/assets/app/root-config'))).toBe(true);
  expect(kept.filter((path) => /^\/(web-api|bff-api|auth-api|views)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  // The shell itself started from the kept files: with the APIs out of reach it says so, in the
  // page, with its refresh button, instead of the browser's offline page.
  const dictionaryError = new DictionaryErrorScreen(page);
  await expect(dictionaryError.alert).toBeVisible({ timeout: 20_000 });
  await expect(dictionaryError.alert.getByRole('button')).toBeVisible();

  await context.setOffline(false);
  // Off again at once: the other operator journeys run beside this one.
  await ops('config', 'set', 'isPwa', 'false');
  await page.reload();
  // The whole shell starts again from the network, beside the other journeys' sites on a busy
  // machine: as long a wait as the offline start above.
  await expect(shell.brand).toBeVisible({ timeout: 20_000 });
});
