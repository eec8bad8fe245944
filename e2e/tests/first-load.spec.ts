import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import type { ShellPage } from '../pages/shell-page';

/** root-config/src/first-paint/after-first-paint.ts: where the floating chrome begins to load. */
const AFTER_FIRST_PAINT_MARK = 'betshell:after-first-paint';

interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

/** The first-load budget: the JavaScript of a player's first page until it has painted, gzip. */
const FIRST_LOAD_BUDGET_BYTES = 200_000;

test.use({ locale: 'ru-RU' });

test('the header is a parcel that SystemJS loads from the import map, integrity checked', async ({
  shell,
  page,
  request,
}) => {
  await shell.recordAddedScripts();
  const map = (await (await request.get('/importmap.json')).json()) as ImportMap;
  const headerUrl = map.imports['@betshell/header'];
  expect(headerUrl).toMatch(/^\/assets\/app\/header@[\d.]+\.[0-9a-f]{10}\.js$/);

  await shell.open('/ru/');
  // SystemJS removes each script element once it has run; the page object recorded them.
  const added = await shell.addedScripts();
  expect(added).toContainEqual({
    src: `${new URL(page.url()).origin}${headerUrl}`,
    integrity: map.integrity[headerUrl as string],
  });
});

test('each shared library is loaded once, and only through the import map', async ({
  shell,
  page,
  request,
}) => {
  const map = (await (await request.get('/importmap.json')).json()) as ImportMap;
  shell.recordScripts();
  await shell.open('/ru/');
  await page.waitForLoadState('networkidle');

  const loaded = shell.scripts.map((response) => new URL(response.url()).pathname);
  const fromMap = new Set(Object.values(map.imports));
  const mapped = loaded.filter((path) => fromMap.has(path));
  // A preload and the script it serves are one download; anything more is a second copy.
  expect(new Set(mapped).size).toBe(mapped.length);
  for (const name of [
    'react',
    'react-dom/client',
    'mobx',
    'rxjs',
    'single-spa',
    '@betshell/platform',
  ]) {
    expect(mapped).toContain(map.imports[name]);
  }
  // Besides the map's modules, only the two loaders (SystemJS, import-map-overrides) run.
  expect(loaded.filter((path) => !fromMap.has(path))).toHaveLength(2);
});

/**
 * A player's first load: on a host that is not one of the developers' (the page then leaves out
 * import-map-overrides), the JavaScript requested before the page has painted and the floating
 * chrome begins to load (root-config/src/first-paint/after-first-paint.ts). Chromium resolves every
 * `*.localhost` name to this machine.
 */
/** Parcels that start after the first paint (the footer and the floating chrome). */
const AFTER_PAINT_PARCELS = ['footer', 'notifications', 'support-button', 'registration-reminder'];

async function playerFirstLoad(page: Page, shell: ShellPage, baseURL: string) {
  const origin = new URL(baseURL);
  origin.hostname = 'player.localhost';
  await page.goto(new URL('/ru/', origin).href);
  await expect(shell.brand).toBeVisible();
  const mark = await page.waitForFunction(
    (name) => performance.getEntriesByName(name)[0]?.startTime,
    AFTER_FIRST_PAINT_MARK,
  );
  const painted = (await mark.jsonValue()) as number;
  // Until the parcels that load after the paint have arrived: the network's first quiet moment
  // comes before the mark, so waiting for it would read the entries before they are there.
  await page.waitForFunction(
    (parcels) =>
      parcels.every((parcel) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname.startsWith(`/assets/app/${parcel}@`)),
      ),
    AFTER_PAINT_PARCELS,
  );
  const started = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  );
  return { painted, started };
}

test(`the JavaScript of a player's first load of /ru/ stays within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip`, async ({
  shell,
  page,
  baseURL,
}) => {
  shell.recordScripts();
  const { painted, started } = await playerFirstLoad(page, shell, baseURL ?? '');
  const beforePaint = new Set(
    started.filter((entry) => entry.startTime < painted).map((entry) => entry.path),
  );

  const byUrl = new Map<string, number>();
  for (const response of shell.scripts) {
    const path = new URL(response.url()).pathname;
    if (!beforePaint.has(path) || byUrl.has(path)) continue;
    byUrl.set(path, gzipSync(await response.body(), { level: 9 }).length);
  }
  const total = [...byUrl.values()].reduce((sum, bytes) => sum + bytes, 0);
  const rows = [...byUrl.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([path, bytes]) => `  ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${path}`);
  console.log(
    [
      `first load of /ru/: ${byUrl.size} JavaScript files, ${(total / 1000).toFixed(1)} kB gzip (budget ${FIRST_LOAD_BUDGET_BYTES / 1000} kB)`,
      ...rows,
    ].join('\n'),
  );
  expect(byUrl.size).toBeGreaterThan(10);
  expect([...byUrl.keys()]).not.toContainEqual(expect.stringContaining('import-map-overrides'));
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test('the footer and the floating chrome load after the first paint, the age and cookie questions with the page', async ({
  shell,
  page,
  baseURL,
}) => {
  const { painted, started } = await playerFirstLoad(page, shell, baseURL ?? '');
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
  expect(painted).toBeGreaterThanOrEqual(firstContentfulPaint);
  const startOf = (parcel: string) =>
    started.find((entry) => entry.path.startsWith(`/assets/app/${parcel}@`))?.startTime;
  expect(startOf('age-restriction')).toBeLessThan(painted);
  expect(startOf('cookie-banner')).toBeLessThan(painted);
  for (const parcel of AFTER_PAINT_PARCELS) {
    expect(startOf(parcel)).toBeGreaterThanOrEqual(painted);
  }
});
