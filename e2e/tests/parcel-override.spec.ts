import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { docCommand } from '../../scripts/docs/doc-commands';
import { expect, test } from '../fixtures';
import { journeySite } from '../site-under-test';
import { startAsWritten, stopAsWritten } from '../support/doc-command-process';

/** README's command, as written: `npm run dev:parcel -- header`, on its default port 8500. */
const DEV_PARCEL = docCommand('dev-parcel');

/**
 * How long the journey waits for port 8500 to be free. Only this journey runs dev:parcel, but a
 * journey run of another worktree on the same machine may hold the port for a while; the journey
 * owns the port while it runs, so it waits its turn rather than pick another port than the docs'.
 */
const PORT_WAIT_MS = 150_000;

interface DevParcel {
  readonly process: ChildProcess;
  /** Everything it printed: the lines a developer reads and copies. */
  readonly printed: string;
  /** Where it serves the header, as it printed it. */
  readonly url: string;
}

type Attempt = { kind: 'serving'; devParcel: DevParcel } | { kind: 'port-in-use'; printed: string };

/** Starts the command until it serves the header and has built it; a port in use is an answer. */
function startOnce(): Promise<Attempt> {
  // The shell a developer runs it in holds the site's address, as npm start reads it.
  const site = new URL(journeySite().baseURL);
  const child = startAsWritten(DEV_PARCEL, { PORT: site.port, HOST: site.hostname });
  return new Promise((resolve, reject) => {
    let printed = '';
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const served = /is served at (http:\/\/localhost:\d+\/header\.js)/.exec(printed);
      if (printed.includes('built @betshell/header') && served?.[1] !== undefined) {
        resolve({ kind: 'serving', devParcel: { process: child, printed, url: served[1] } });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      if (/port \d+ is in use/.test(printed)) resolve({ kind: 'port-in-use', printed });
      else reject(new Error(`${DEV_PARCEL} exited with ${code}:\n${printed}`));
    });
  });
}

async function startDevParcel(): Promise<DevParcel> {
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    const attempt = await startOnce();
    if (attempt.kind === 'serving') return attempt.devParcel;
    if (Date.now() > deadline) {
      throw new Error(`the port of ${DEV_PARCEL} stayed in use:\n${attempt.printed}`);
    }
    await new Promise((wait) => setTimeout(wait, 2_000));
  }
}

/** The printed line a developer pastes whole into the browser's console. */
function printedLine(devParcel: DevParcel, start: string): string {
  const line = devParcel.printed
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text.startsWith(start));
  if (line === undefined) throw new Error(`no line starting ${start} in:\n${devParcel.printed}`);
  return line;
}

/** Pastes a console line into the page; its `location.reload()` may end the evaluation's page. */
async function paste(page: Page, line: string): Promise<void> {
  await page.evaluate(line).catch((error: Error) => {
    if (!/Execution context was destroyed|navigat/i.test(error.message)) throw error;
  });
}

test.describe('a developer swapping the header for a local build, as README says', () => {
  test.use({ locale: 'ru-RU' });
  let devParcel: DevParcel | undefined;

  test.beforeAll(async () => {
    test.setTimeout(PORT_WAIT_MS + 60_000);
    devParcel = await startDevParcel();
  });
  test.afterAll(() => {
    if (devParcel !== undefined) stopAsWritten(devParcel.process);
  });

  test('pastes the printed override and sees the header come from the local build, then the printed way back restores the site', async ({
    shell,
    page,
  }) => {
    if (devParcel === undefined) throw new Error('dev:parcel did not start');
    expect(devParcel.url).toBe('http://localhost:8500/header.js');
    expect(printedLine(devParcel, `${journeySite().baseURL}/ru/?imo=`)).toContain(
      encodeURIComponent(devParcel.url),
    );
    await shell.open('/ru/');

    const fromDevServer = page.waitForResponse((response) => response.url() === devParcel?.url);
    await paste(page, printedLine(devParcel, 'importMapOverrides.addOverride('));
    expect((await fromDevServer).status()).toBe(200);
    await expect(shell.brand).toHaveText('betshell');
    await shell.switchLanguage('English');
    await expect(page).toHaveURL(/\/en\/$/);

    const fromSite = page.waitForResponse((response) =>
      /\/assets\/app\/header@/.test(response.url()),
    );
    await paste(page, printedLine(devParcel, 'importMapOverrides.removeOverride('));
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
