import { defineConfig } from '@playwright/test';
import { journeysProject, siteUnderTest, siteWideProject } from './site-under-test';

// Journeys written before site-under-test.ts took these from here.
export { baseURL, opsToken, releasesDir } from './site-under-test';

// `npm run test:e2e`: the journeys alone, against the real site (site-under-test.ts), in Debian's
// Chromium. The operator and release journeys run one at a time after all the others.
export default defineConfig({
  ...siteUnderTest(),
  projects: [journeysProject, siteWideProject(['journeys'])],
});
