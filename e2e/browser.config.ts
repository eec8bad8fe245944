import { defineConfig } from '@playwright/test';
import {
  browserFaultsProject,
  journeysProject,
  serverFaultsProject,
  siteUnderTest,
  siteWideProject,
} from './site-under-test';

/**
 * `npm run test:browser` (what `npm test` runs): the journeys and the fault journeys in one run,
 * all at once: the journeys and the browser under faults on the shared site, the operator and
 * release journeys one at a time on a site of their own, the server's faults on servers of their
 * own.
 */
export default defineConfig({
  ...siteUnderTest(),
  // The longest chains first: the site-wide journeys run one at a time and the server's faults a
  // file at a time, so they start at once and the many short journeys fill the other workers.
  projects: [siteWideProject, serverFaultsProject, journeysProject, browserFaultsProject],
});
