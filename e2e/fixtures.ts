import { test as base } from '@playwright/test';
import { ChromePage } from './pages/chrome-page';
import { ShellPage } from './pages/shell-page';
import {
  runJourneysOn,
  sharedSite,
  SITE_WIDE_PROJECT,
  siteWideSite,
  type JourneySite,
} from './site-under-test';
import { ANSWERED, answerChrome, type ChromeAnswers } from './support/chrome-answers';
import { startSiteServer } from './support/site-server';

export const test = base.extend<
  { shell: ShellPage; chrome: ChromePage; answered: ChromeAnswers },
  { journeySite: JourneySite }
>({
  // The site-wide journeys' worker starts their own site and points the operator helpers at it
  // (site-under-test.ts); every other worker uses the site Playwright started.
  journeySite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== SITE_WIDE_PROJECT) {
        await use(sharedSite);
        return;
      }
      const server = await startSiteServer(siteWideSite);
      runJourneysOn(siteWideSite);
      try {
        await use(siteWideSite);
      } finally {
        runJourneysOn(sharedSite);
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  answered: [ANSWERED, { option: true }],
  context: async ({ context, baseURL, answered }, use) => {
    await answerChrome(context, baseURL ?? '', answered);
    await use(context);
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  chrome: async ({ page }, use) => {
    await use(new ChromePage(page));
  },
});

export { expect } from '@playwright/test';
export { ANSWERED } from './support/chrome-answers';
