import type { AuthSettings } from '../auth/auth-settings';
import { TEST_AUTH_SETTINGS, TEST_PASSWORD } from './auth-fixtures';
import { buildTestApp, type TestApp } from './build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { createTestClock, type TestClock } from './test-clock';
import { createTestVisitor, type TestVisitor } from './test-visitor';

export interface AuthTestSetup {
  readonly clock: TestClock;
  /** The app of the describe block, once its beforeAll has built it. */
  readonly testApp: TestApp;
}

/**
 * The whole app on a test clock for one describe block of the sign-in tests: built before its
 * tests (TEST_AUTH_SETTINGS and `auth` over them) and closed after.
 */
export function setUpAuthTestApp(
  options: { start?: Date; auth?: Partial<AuthSettings> } = {},
): AuthTestSetup {
  const clock = createTestClock(options.start);
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp({
      auth: { ...TEST_AUTH_SETTINGS, ...options.auth },
      clock: clock.now,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => built?.close());
  return {
    clock,
    get testApp() {
      if (built === undefined) throw new Error('The test app is built in beforeAll');
      return built;
    },
  };
}

/** A browser that has loaded the site: it holds the CSRF cookies and a fingerprint token. */
export async function arrivedVisitor(testApp: TestApp): Promise<TestVisitor> {
  const visitor = createTestVisitor(testApp.app);
  await visitor.arrive();
  return visitor;
}

/** A browser signed in with a login (account id or e-mail) and its password. */
export async function signedInVisitor(
  testApp: TestApp,
  uLogin: string,
  uPassword: string = TEST_PASSWORD,
): Promise<TestVisitor> {
  const visitor = await arrivedVisitor(testApp);
  const response = await visitor.post('/auth-api/v1/login', {
    form: 'login_password',
    uLogin,
    uPassword,
  });
  if (response.statusCode !== 200) throw new Error(`The test login failed: ${response.body}`);
  return visitor;
}
