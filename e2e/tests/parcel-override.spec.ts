import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

interface DevParcel {
  readonly process: ChildProcess;
  /** Where it serves the header, as it printed it. */
  readonly url: string;
}

/** `npm run dev:parcel -- header` on a free port, as a developer runs it, until it serves. */
function startDevParcel(): Promise<DevParcel> {
  // Its own process group, so that stopping it stops tsx and the node process under it too.
  const child = spawn('npx', ['tsx', 'scripts/dev-parcel.ts', 'header', '--port', '0'], {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`dev:parcel did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const served = /is served at (http:\/\/localhost:\d+\/header\.js)/.exec(output);
      if (output.includes('built @betshell/header') && served?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ process: child, url: served[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`dev:parcel exited with ${code}:\n${output}`)));
  });
}

type Overrides = {
  importMapOverrides: {
    addOverride(name: string, url: string): void;
    removeOverride(name: string): void;
  };
};

test.describe('a developer swapping the header for a local build', () => {
  test.use({ locale: 'ru-RU' });
  let devParcel: DevParcel | undefined;

  test.beforeAll(async () => {
    devParcel = await startDevParcel();
  });
  test.afterAll(() => {
    if (devParcel?.process.pid !== undefined) process.kill(-devParcel.process.pid, 'SIGTERM');
  });

  test('sees the header come from the local build after an override, and from the site after removing it', async ({
    shell,
    page,
  }) => {
    const devUrl = devParcel?.url ?? '';
    await shell.open('/ru/');
    await page.evaluate(
      (url) =>
        (window as unknown as Overrides).importMapOverrides.addOverride('@betshell/header', url),
      devUrl,
    );

    const fromDevServer = page.waitForResponse((response) => response.url() === devUrl);
    await page.reload();
    expect((await fromDevServer).status()).toBe(200);
    await expect(shell.brand).toHaveText('betshell');
    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/$/);

    await page.evaluate(() =>
      (window as unknown as Overrides).importMapOverrides.removeOverride('@betshell/header'),
    );
    const fromSite = page.waitForResponse((response) =>
      /\/assets\/app\/header@/.test(response.url()),
    );
    await page.reload();
    await fromSite;
    await expect(shell.brand).toBeVisible();
  });
});

test.describe('an ?imo= query in production', () => {
  test.use({ locale: 'ru-RU' });

  test('is never honoured, even on a host where overrides are allowed', async ({ shell, page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://localhost:1/')) elsewhere.push(request.url());
    });
    const override = { imports: { '@betshell/header': 'http://localhost:1/header.js' } };
    const fromSite = page.waitForResponse((response) =>
      /\/assets\/app\/header@/.test(response.url()),
    );

    await shell.open(`/ru/?imo=${encodeURIComponent(JSON.stringify(override))}`);

    await fromSite;
    expect(elsewhere).toEqual([]);
    expect(
      await page.evaluate(
        () =>
          (
            window as unknown as {
              importMapOverrides: { getOverrideMap(): { imports: Record<string, string> } };
            }
          ).importMapOverrides.getOverrideMap().imports,
      ),
    ).toEqual({});
  });
});
