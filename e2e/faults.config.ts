import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * `npm run test:faults` (issue 11): the site under faults. Browser journeys run against the same
 * started site as the journeys; the server's own faults (the database going away, kill -9) start
 * servers of their own on FAULTS_PORT and after, against throwaway PostgreSQL databases.
 */
export default defineConfig({
  ...journeys,
  testDir: './faults',
  outputDir: './test-results/faults',
  // Browser fault journeys (parcels blocked, 503 or slow; the import map answering 503; offline;
  // API faults) are not built yet: README, status.
  projects: [{ name: 'server-faults', testMatch: /server-.*\.spec\.ts/, fullyParallel: false }],
});
