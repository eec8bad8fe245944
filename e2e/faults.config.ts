import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * `npm run test:faults`: the site under faults. Browser journeys run against the same
 * started site as the journeys; the server's own faults (the database going away, kill -9) start
 * servers of their own on FAULTS_PORT and after, against throwaway PostgreSQL databases.
 */
export default defineConfig({
  ...journeys,
  testDir: './faults',
  outputDir: './test-results/faults',
  projects: [
    { name: 'server-faults', testMatch: /server-.*\.spec\.ts/, fullyParallel: false },
    // The browser under faults, each fault injected with page.route or the context's offline switch.
    { name: 'browser-faults', testMatch: /browser-.*\.spec\.ts/ },
  ],
});
