import type { PlaywrightTestConfig, Project, ReporterDescription } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path';
import { docCommand } from '../scripts/docs/doc-commands';

// What every browser run shares: the site under test (the built dist/site served by the real
// server, on an in-memory database of its own), the browser, and the projects. The journeys
// (playwright.config.ts), the fault journeys (faults.config.ts) and both in one run against one
// started site (browser.config.ts, `npm run test:browser`, what `npm test` runs) take their
// projects from here, so each runs exactly the same tests however it is started.

const repositoryRoot = join(__dirname, '..');
const sharedPort = Number(process.env.E2E_PORT ?? 8181);
/** The operator API's token for this run; set, so the server writes no .data/ops.json. */
export const opsToken = 'e2e-operator-token-0123456789';

/** A site the journeys run against: where it listens, and the releases folder it serves. */
export interface JourneySite {
  readonly baseURL: string;
  /** Where this site's releases go (npm run release --out) and it serves them from. */
  readonly releasesDir: string;
  /** The server's environment: an in-memory database of its own, the journeys' settings. */
  readonly env: Readonly<Record<string, string>>;
}

function siteOn(port: number): JourneySite {
  const releasesDir = join(tmpdir(), `betshell-e2e-releases-${port}`);
  return {
    baseURL: `http://127.0.0.1:${port}`,
    releasesDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SITE_MODE: 'production',
      LOG_LEVEL: 'warn',
      OPS_TOKEN: opsToken,
      RELEASES_DIR: releasesDir,
      // Every journey calls from 127.0.0.1: the per-address sign-in limit (60 a minute) would
      // refuse parallel journeys that each register and sign in. No journey tests that limit.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  };
}

/** The site every journey shares (E2E_PORT, 8181), started by Playwright with README's command. */
export const sharedSite = siteOn(sharedPort);

/**
 * The site-wide journeys' own site (E2E_PORT + 40), started by their worker (fixtures.ts): what
 * they change for every visitor reaches no other journey, so they run beside the others instead
 * of after them.
 */
export const siteWideSite = siteOn(sharedPort + 40);

let currentSite = sharedSite;

/** The site this worker's journeys run against: the shared one, or the site-wide journeys' own. */
export function journeySite(): JourneySite {
  return currentSite;
}

/** Called by the site-wide journeys' worker once their site is up (fixtures.ts). */
export function runJourneysOn(site: JourneySite): void {
  currentSite = site;
}

/**
 * The list as the tests run, and Playwright's JSON report when PLAYWRIGHT_JSON_OUTPUT_NAME names
 * its file: `npm test` reads its counts from there (scripts/test-suite/step-counts.ts).
 */
export function reporters(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ReporterDescription[] {
  const json = env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  return json === undefined || json === ''
    ? [['list']]
    : [['list'], ['json', { outputFile: json }]];
}

/** Journeys that change what every visitor sees: they run one at a time, on a site of their own. */
const SITE_WIDE = /(operator|release)\.spec\.ts$/;

/** The project of the site-wide journeys, whose worker starts their site (fixtures.ts). */
export const SITE_WIDE_PROJECT = 'site-wide';

export const journeysProject: Project = {
  name: 'journeys',
  testDir: join(__dirname, 'tests'),
  testIgnore: SITE_WIDE,
};

/**
 * Operator and release journeys (registration closed, the inactivity limit, a suspended event, a
 * new release): each changes the site for everyone, so two side by side saw each other's
 * settings. One worker, on a site of their own (siteWideSite), beside every other journey.
 */
export const siteWideProject: Project = {
  name: SITE_WIDE_PROJECT,
  testDir: join(__dirname, 'tests'),
  testMatch: SITE_WIDE,
  workers: 1,
  use: { baseURL: siteWideSite.baseURL },
};

/** The browser under faults, each fault injected with page.route or the context's offline switch. */
export const browserFaultsProject: Project = {
  name: 'browser-faults',
  testDir: join(__dirname, 'faults'),
  testMatch: /browser-.*\.spec\.ts$/,
};

/**
 * The server's own faults (the database going away, kill -9): servers of their own on
 * FAULTS_PORT and after (faults/fault-ports.ts), on throwaway PostgreSQL databases, not the
 * shared site; a file's tests in order.
 */
export const serverFaultsProject: Project = {
  name: 'server-faults',
  testDir: join(__dirname, 'faults'),
  testMatch: /server-.*\.spec\.ts$/,
  fullyParallel: false,
};

/** The settings of every browser run; a config adds its projects. */
export function siteUnderTest(): PlaywrightTestConfig {
  return {
    outputDir: './test-results',
    timeout: 30_000,
    expect: { timeout: 10_000 },
    fullyParallel: true,
    // A journey spends most of its time waiting on its page, the server and timers, and npm test
    // gives the browser run the first call on the cores (the jest lane runs niced): four workers
    // took 7 min 3 s where three took 8 min 18 s, on the same loaded machine (docs/testing.md). One
    // of them is the site-wide journeys' (one at a time, on their own site) while they last.
    workers: 4,
    forbidOnly: true,
    // One retry: CI runs the whole suite on a loaded 2-core machine, where a journey can lose a
    // race with its own page now and then. A journey that passes only on its retry is still
    // printed as "flaky" in the list, and we treat it as a bug to find; a journey that fails twice
    // fails the run.
    retries: 1,
    reporter: reporters(),
    use: {
      baseURL: sharedSite.baseURL,
      browserName: 'chromium',
      // Recorded for the retry of a failed journey only: recording every journey costs CPU the
      // loaded machine does not have, and the retry's trace shows the same failure.
      trace: 'on-first-retry',
      launchOptions: {
        // Debian's headless Chromium when installed (scripts/ensure-chromium.ts installs it).
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS],
      },
    },
    webServer: {
      // README's start command as written (`npm install && npm start`), so the set-up a newcomer
      // runs first is the one every journey runs against; the environment is the journeys' own.
      // npm start builds the site only when its sources changed since the last build.
      command: docCommand('start'),
      cwd: repositoryRoot,
      url: `${sharedSite.baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: { ...sharedSite.env },
    },
  };
}
