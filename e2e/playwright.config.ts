import { defineConfig } from '@playwright/test';
import { journeysProject, siteUnderTest, siteWideProject } from './site-under-test';

// `npm run test:e2e`: the journeys alone, against the real site (site-under-test.ts), in Debian's
// Chromium. The operator and release journeys run one at a time, on a site of their own.
export default defineConfig({
  ...siteUnderTest(),
  projects: [journeysProject, siteWideProject],
});
