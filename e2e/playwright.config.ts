import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docCommand } from '../scripts/docs/doc-commands';

const repositoryRoot = join(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
/** The operator API's token for this run; set, so the server writes no .data/ops.json. */
export const opsToken = 'e2e-operator-token-0123456789';
/** Where this run's releases go (npm run release --out) and the server serves them from. */
export const releasesDir = join(tmpdir(), `betshell-e2e-releases-${port}`);

// Journeys run against the real site: the built dist/site served by the real server, on an
// in-memory database of its own, in Debian's Chromium (scripts/ensure-chromium.ts installs it).
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // Operator and release journeys change what every visitor sees, so they run alone, after all
  // the others, and one at a time.
  projects: [
    { name: 'journeys', testIgnore: /(operator|release)\.spec\.ts/ },
    // One at a time: each changes the site for everyone (registration closed, the inactivity limit),
    // so two side by side saw each other's settings.
    { name: 'operator', testMatch: /operator\.spec\.ts/, dependencies: ['journeys'], workers: 1 },
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['operator'], workers: 1 },
  ],
  forbidOnly: true,
  // One retry: CI runs the whole suite on a loaded 2-core machine, where a journey can lose a race
  // with its own page now and then. A journey that passes only on its retry is still printed as
  // "flaky" in the list, and we treat it as a bug to find; a journey that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // README's start command as written (`npm install && npm start`), so the set-up a newcomer runs
    // first is the one every journey runs against; the environment below is the journeys' own.
    command: docCommand('start'),
    cwd: repositoryRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
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
  },
});
