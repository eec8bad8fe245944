import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

const DEV_PORT = 8591;
const devUrl = `http://localhost:${DEV_PORT}/header.js`;

/** `npm run dev:parcel -- header`, as a developer runs it, until it says it is serving. */
function startDevParcel(): Promise<ChildProcess> {
  const child = spawn(
    'npx',
    ['tsx', 'scripts/dev-parcel.ts', 'header', '--port', String(DEV_PORT)],
    {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`dev:parcel did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('built @betshell/header') && output.includes('is served at')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`dev:parcel exited with ${code}:\n${output}`)));
  });
}

test.describe('a developer swapping the header for a local build', () => {
  test.use({ locale: 'ru-RU' });
  let devParcel: ChildProcess | undefined;

  test.beforeAll(async () => {
    devParcel = await startDevParcel();
  });
  test.afterAll(() => {
    devParcel?.kill();
  });

  test('sees the header come from the local build after an override, and from the site after removing it', async ({
    shell,
    page,
  }) => {
    await shell.open('/ru/');
    await page.evaluate(
      (url) =>
        (
          window as unknown as { importMapOverrides: { addOverride(n: string, u: string): void } }
        ).importMapOverrides.addOverride('@betshell/header', url),
      devUrl,
    );

    const fromDevServer = page.waitForResponse((response) => response.url() === devUrl);
    await page.reload();
    expect((await fromDevServer).status()).toBe(200);
    await expect(shell.brand).toHaveText('betshell');
    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/$/);

    await page.evaluate(() =>
      (
        window as unknown as { importMapOverrides: { removeOverride(n: string): void } }
      ).importMapOverrides.removeOverride('@betshell/header'),
    );
    const fromSite = page.waitForResponse((response) =>
      /\/assets\/app\/header@/.test(response.url()),
    );
    await page.reload();
    await fromSite;
    await expect(shell.brand).toBeVisible();
  });
});
