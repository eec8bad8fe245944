import { defineConfig } from '@playwright/test';
import { browserFaultsProject, serverFaultsProject, siteUnderTest } from './site-under-test';

/**
 * `npm run test:faults`: the site under faults, alone. Browser journeys run against the same
 * started site as the journeys; the server's own faults (the database going away, kill -9) start
 * servers of their own on FAULTS_PORT and after, against throwaway PostgreSQL databases.
 */
export default defineConfig({
  ...siteUnderTest(),
  outputDir: './test-results/faults',
  projects: [serverFaultsProject, browserFaultsProject],
});
