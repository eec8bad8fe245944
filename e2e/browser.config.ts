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
 * against one built and started site. First every journey that shares the site, two at a time
 * (the journeys and the browser under faults); then the operator and release journeys one at a
 * time, while the server's faults (servers of their own, not the shared site) use the other
 * worker.
 */
export default defineConfig({
  ...siteUnderTest(),
  projects: [
    journeysProject,
    browserFaultsProject,
    siteWideProject(['journeys', 'browser-faults']),
    serverFaultsProject(['journeys', 'browser-faults']),
  ],
});
