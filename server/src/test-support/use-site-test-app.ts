import { buildTestAppInSteps, type TestAppOptions, type TestApp } from './build-test-app';
import { createSiteFixture, type SiteFixture } from './create-site-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { useSetUp } from './use-set-up';

/** The app `useSiteTestApp` hands to the tests, and the built site it serves. */
export interface SiteTestApp extends TestApp {
  readonly siteFixture: SiteFixture;
}

/**
 * The describe block's whole app over a small built site (create-site-fixture.ts): made before its
 * tests, closed and the site removed after them. The answer stands for the app from the first hook
 * on (jest runs this beforeAll before the hooks the block declares after the call).
 */
export function useSiteTestApp(
  site: Parameters<typeof createSiteFixture>[0] = {},
  options: Omit<TestAppOptions, 'site'> = {},
): SiteTestApp {
  const made = useSetUp('the site test app', DATABASE_SETUP_TIMEOUT_MS, async (steps) => {
    const fixture = await steps.step(
      'building the site fixture',
      () => createSiteFixture(site),
      (made) => made.remove(),
    );
    const testApp = await buildTestAppInSteps(steps, { ...options, site: fixture.site });
    return { testApp, fixture };
  });
  return {
    get app() {
      return made().testApp.app;
    },
    get database() {
      return made().testApp.database;
    },
    get logs() {
      return made().testApp.logs;
    },
    get siteFixture() {
      return made().fixture;
    },
    close: () => made().testApp.close(),
  };
}
