import { DEFAULT_LIMIT_SETTINGS } from '../limits/limit-service';
import { TEST_AUTH_SETTINGS } from './auth-fixtures';
import { buildTestApp, type TestApp } from './build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import type { TestClock } from './test-clock';

/** The two sites a test of the operator's test tools needs, made before its block's tests. */
export interface TestToolSites {
  /** A throwaway site: the test tools on, as the journeys' in-memory site has them. */
  readonly throwaway: TestApp;
  /** A real site, where every test tool answers 403. */
  readonly real: TestApp;
}

/**
 * Both sites on one test clock, made side by side before the describe block's tests and closed
 * after them: each test tool must work on the first and be refused on the second.
 */
export function useTestToolSites(clock: TestClock): () => TestToolSites {
  let sites: TestToolSites | undefined;
  beforeAll(async () => {
    const [throwaway, real] = await Promise.all([
      buildTestApp({
        auth: TEST_AUTH_SETTINGS,
        clock: clock.now,
        limits: { ...DEFAULT_LIMIT_SETTINGS, testTools: true },
      }),
      buildTestApp({ auth: TEST_AUTH_SETTINGS, clock: clock.now }),
    ]);
    sites = { throwaway, real };
  }, DATABASE_SETUP_TIMEOUT_MS);
  // Closing drops each site's database (on PostgreSQL a database of its own), which outlasts
  // jest's default 5 s on a busy machine as making it does.
  afterAll(async () => {
    await Promise.all([sites?.throwaway.close(), sites?.real.close()]);
  }, DATABASE_SETUP_TIMEOUT_MS);
  return () => {
    if (sites === undefined) throw new Error('The test tool sites are made in beforeAll');
    return sites;
  };
}
