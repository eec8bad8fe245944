import { expect, test } from '../fixtures';
import { clearReleases, importmap, releaseChangedHeader } from '../support/release-manager';

/**
 * A release manager ships a new header, sees what changed, and takes it back (issue 9). This runs
 * alone, after every other journey, because it changes production's map for every visitor; it
 * leaves production as it found it.
 */
test.use({ locale: 'ru-RU' });

const VERSION = '0.1.1-e2e';

test.beforeAll(async () => {
  await clearReleases();
  await releaseChangedHeader(VERSION);
});

test('a pinned header reaches the browser on its next load, and a rollback brings the old one back', async ({
  shell,
  page,
}) => {
  await shell.open('/ru/');
  await expect(shell.header).not.toHaveAttribute('data-release');

  const pinned = await importmap(
    'pin',
    `@betshell/header@${VERSION}`,
    '--reason',
    'e2e: new header',
  );
  expect(pinned).toMatch(
    /^production: version \d+ -> \d+\n {2}@betshell\/header {2}0\.1\.0 build .* -> 0\.1\.1-e2e pinned/,
  );

  const fromRelease = page.waitForResponse((response) =>
    /\/releases\/header\/0\.1\.1-e2e-[0-9a-f]{10}\/header\.js$/.test(response.url()),
  );
  await page.reload();
  expect((await fromRelease).status()).toBe(200);
  await expect(shell.header).toHaveAttribute('data-release', VERSION);
  await expect(shell.brand).toHaveText('betshell');
  expect(await importmap('history', '--limit', '1')).toContain('"e2e: new header"');

  const rolledBack = await importmap('rollback', '--reason', 'e2e: back to the build');
  expect(rolledBack).toMatch(/@betshell\/header {2}0\.1\.1-e2e pinned .* -> 0\.1\.0 build/);

  const fromBuild = page.waitForResponse((response) =>
    /\/assets\/app\/header@/.test(response.url()),
  );
  await page.reload();
  await fromBuild;
  await expect(shell.brand).toBeVisible();
  await expect(shell.header).not.toHaveAttribute('data-release');
  expect(await importmap('verify')).toContain('verifies');
});
