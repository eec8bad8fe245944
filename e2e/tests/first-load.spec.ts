import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';

interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

/** DESIGN.md budget for issue 2: all JavaScript of the first page, gzip. */
const FIRST_LOAD_BUDGET_BYTES = 220_000;

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

test(`the JavaScript of /ru/ stays within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip`, async ({
  shell,
  page,
}) => {
  await shell.open('/ru/');
  await page.waitForLoadState('networkidle');

  const byUrl = new Map<string, number>();
  for (const response of shell.scripts) {
    const path = new URL(response.url()).pathname;
    if (!byUrl.has(path)) byUrl.set(path, gzipSync(await response.body(), { level: 9 }).length);
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
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
